import { commentEditInputSchema, commentSchema, commentVersionSchema } from '@common/comments'
import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import type { CommentsDeps } from '../service'
import { editComment, listCommentVersions } from './service'

const commentParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

export async function commentEditRoutes(app: FastifyInstance, deps: CommentsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.patch(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: "Edit your own comment's text (its earlier texts are kept)",
        params: commentParams,
        body: commentEditInputSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return editComment(deps, viewer, request.params.id, request.body)
    },
  )

  routes.get(
    '/api/comments/:id/versions',
    {
      schema: {
        tags: ['comments'],
        summary: "A comment's texts over time: the current one, then earlier ones, newest first",
        params: commentParams,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(commentVersionSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return listCommentVersions(deps, request.params.id, viewer, request.query)
    },
  )
}
