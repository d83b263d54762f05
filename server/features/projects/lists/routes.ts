import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import { projectSchema } from '@common/projects'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import type { ProjectsDeps } from '../service'
import { listProjectMentionsPage, listSavedProjectsPage } from './service'

const errors = errorResponses(400, 401, 403, 404)

/**
 * Pages of projects (the Saved panel) and of posts mentioning a project; a member's Projects tab
 * is a profile route (profiles/routes.ts), which resolves the profile first.
 */
export async function projectListRoutes(app: FastifyInstance, deps: ProjectsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/mentions',
    {
      schema: {
        tags: ['projects'],
        summary: 'Posts mentioning the project, newest first (the Mentions tab)',
        params: z.object({ id: uuidSchema }),
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      const { cursor, limit } = request.query
      return listProjectMentionsPage(deps, {
        projectId: request.params.id,
        viewer,
        cursor,
        limit,
      })
    },
  )

  routes.get(
    '/api/me/saved/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Projects you bookmarked, most recent first (the Saved panel)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(projectSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      const { cursor, limit } = request.query
      return listSavedProjectsPage(deps, { viewerId: viewer.id, cursor, limit })
    },
  )
}
