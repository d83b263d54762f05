import { commentSchema, createCommentSchema } from '@common/comments'
import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { likeStateSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { compiledSerializerCompiler } from '../../lib/compiled-serializer'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import {
  addComment,
  type CommentsDeps,
  deleteComment,
  listComments,
  setCommentLike,
} from './service'

const errors = errorResponses(400, 401, 403, 404)

export async function commentRoutes(app: FastifyInstance, deps: CommentsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/posts/:id/comments',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['comments'],
        summary: "A post's comments and replies, oldest first (hidden ones left out)",
        params: z.object({ id: uuidSchema }),
        querystring: pageQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: pageSchema(commentSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      const { cursor, limit } = request.query
      return listComments(deps, {
        postId: request.params.id,
        viewer,
        cursor,
        limit,
      })
    },
  )

  routes.post(
    '/api/posts/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post, or reply to one of its comments with parentId',
        params: z.object({ id: uuidSchema }),
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const comment = await addComment(deps, viewer, { postId: request.params.id, ...request.body })
      return reply.status(201).send(comment)
    },
  )

  routes.delete(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Delete your own comment: one with replies stays as "comment deleted" so they stay under it',
        params: z.object({ id: uuidSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await deleteComment(deps, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )

  for (const liked of [true, false]) {
    routes.route({
      method: liked ? 'PUT' : 'DELETE',
      url: '/api/comments/:id/like',
      schema: {
        tags: ['comments'],
        summary: liked
          ? 'Like a comment (idempotent)'
          : 'Remove your like from a comment (idempotent)',
        params: z.object({ id: uuidSchema }),
        response: { 200: likeStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setCommentLike(deps, viewer, request.params.id, liked)
      },
    })
  }
}
