import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { projectFollowerSchema, projectFollowStateSchema } from '@common/project-updates'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import type { EventBus } from '../../../lib/event-bus'
import { requireActiveViewer, requireViewer } from '../../../plugins/session'
import { getProjectFollowState, listProjectFollowersPage, setProjectFollow } from './service'

const params = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/** Following a project (decision 026): its updates reach the Following feed and notifications. */
export async function projectFollowRoutes(
  app: FastifyInstance,
  { db, bus }: { db: Db; bus: EventBus },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/follow',
    {
      schema: {
        tags: ['projects'],
        summary: 'Whether you follow the project, and how many members do',
        params,
        response: { 200: projectFollowStateSchema, ...errors },
      },
    },
    async (request) => getProjectFollowState(db, request.params.id, await request.getViewer()),
  )

  for (const following of [true, false]) {
    routes.route({
      method: following ? 'PUT' : 'DELETE',
      url: '/api/projects/:id/follow',
      schema: {
        tags: ['projects'],
        summary: following
          ? 'Follow a project: its updates reach your Following feed and notifications (idempotent; not your own)'
          : 'Unfollow a project (idempotent)',
        params,
        response: { 200: projectFollowStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setProjectFollow({ db, bus }, viewer, request.params.id, following)
      },
    })
  }

  routes.get(
    '/api/projects/:id/followers',
    {
      schema: {
        tags: ['projects'],
        summary: "Your project's followers, newest first (the owner only)",
        params,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(projectFollowerSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return listProjectFollowersPage(db, viewer, {
        projectId: request.params.id,
        ...request.query,
      })
    },
  )
}
