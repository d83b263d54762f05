import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postEditInputSchema, postVersionSchema } from '@common/post-edits'
import { postSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import type { PostsDeps } from '../service'
import { editPost, listPostVersions } from './service'

const postParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

export async function postEditRoutes(app: FastifyInstance, deps: Pick<PostsDeps, 'db' | 'bus'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.patch(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: "Edit a post's text and its images' alt texts (its author; images stay)",
        params: postParams,
        body: postEditInputSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return editPost(deps, viewer, request.params.id, request.body)
    },
  )

  routes.get(
    '/api/posts/:id/versions',
    {
      schema: {
        tags: ['posts'],
        summary: "A post's texts over time: the current one, then earlier ones, newest first",
        params: postParams,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postVersionSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return listPostVersions(deps, request.params.id, viewer, request.query)
    },
  )
}
