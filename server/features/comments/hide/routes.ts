import { commentSchema } from '@common/comments'
import { uuidSchema } from '@common/ids'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import type { CommentsDeps } from '../service'
import { setCommentHidden } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** The post author's hiding of comments on their post (issue 31). */
export async function commentHideRoutes(app: FastifyInstance, deps: CommentsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const hidden of [true, false]) {
    routes.route({
      method: hidden ? 'PUT' : 'DELETE',
      url: '/api/comments/:id/hidden',
      schema: {
        tags: ['comments'],
        summary: hidden
          ? 'Hide a comment on your post: collapsed for everyone as "Hidden by the author", still readable on request; the commenter is not told'
          : 'Show a comment you hid on your post again',
        params: z.object({ id: uuidSchema }),
        response: { 200: commentSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setCommentHidden(deps, viewer, request.params.id, hidden)
      },
    })
  }
}
