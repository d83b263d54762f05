import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import { createUpdateFieldsSchema } from '@common/project-update-form'
import { milestoneEntrySchema } from '@common/project-updates'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import { type PostsDeps, readPostForm } from '../../posts'
import { createProjectUpdate, listProjectMilestonesPage, listProjectUpdatesPage } from './service'

const params = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/**
 * A project's updates and milestones (decision 026): updates are posts, so they need the posts'
 * storage and bus.
 */
export async function projectUpdateRoutes(app: FastifyInstance, deps: PostsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/projects/:id/updates',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Post an update of your project: the create-post form (multipart or JSON) plus milestoneKind, milestoneValue (users, mrr) or milestoneText (custom)',
        params,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: postSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const form = await readPostForm(request, createUpdateFieldsSchema)
      const post = await createProjectUpdate(deps, viewer, request.params.id, form)
      return reply.status(201).send(post)
    },
  )

  routes.get(
    '/api/projects/:id/updates',
    {
      schema: {
        tags: ['projects'],
        summary: "The project's updates, newest first (the Updates tab)",
        params,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return listProjectUpdatesPage(deps, {
        projectId: request.params.id,
        viewer,
        ...request.query,
      })
    },
  )

  routes.get(
    '/api/projects/:id/milestones',
    {
      schema: {
        tags: ['projects'],
        summary: "The project's milestones, newest first (the Overview's timeline)",
        params,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(milestoneEntrySchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return listProjectMilestonesPage(deps, {
        projectId: request.params.id,
        viewer,
        ...request.query,
      })
    },
  )
}
