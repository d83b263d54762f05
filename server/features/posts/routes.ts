import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { feedKindSchema, likeStateSchema, postSchema, saveStateSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { compiledSerializerCompiler } from '../../lib/compiled-serializer'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer, requireViewer } from '../../plugins/session'
import { readPostForm } from './post-form'
import {
  createPost,
  deletePost,
  feedScope,
  getPost,
  listPostsPage,
  type PostsDeps,
  setPostLike,
  setPostSaved,
} from './service'
import { scheduleTimelineTrim } from './timeline-trim'

const postParams = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

export async function postRoutes(app: FastifyInstance, deps: PostsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  scheduleTimelineTrim(app, deps.db)

  routes.get(
    '/api/posts',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['posts'],
        summary: 'Feed: Everyone (default) or Following, newest first',
        querystring: pageQuerySchema.extend({ feed: feedKindSchema.default('everyone') }),
        response: { 200: pageSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      const { feed, cursor, limit } = request.query
      return listPostsPage(deps, {
        viewerId: viewer.id,
        scope: feedScope(feed, viewer.id),
        cursor,
        limit,
      })
    },
  )

  routes.post(
    '/api/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Create a post (multipart: content, images[], alt[]; or JSON { content })',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: postSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const form = await readPostForm(request)
      return reply.status(201).send(await createPost(deps, viewer, form))
    },
  )

  routes.get(
    '/api/posts/:id',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['posts'],
        summary: 'One post',
        params: postParams,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return getPost(deps, request.params.id, viewer)
    },
  )

  routes.delete(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete your post',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await deletePost(deps, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )

  for (const liked of [true, false]) {
    routes.route({
      method: liked ? 'PUT' : 'DELETE',
      url: '/api/posts/:id/like',
      schema: {
        tags: ['posts'],
        summary: liked ? 'Like a post (idempotent)' : 'Remove your like (idempotent)',
        params: postParams,
        response: { 200: likeStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setPostLike(deps, viewer, request.params.id, liked)
      },
    })
  }

  for (const saved of [true, false]) {
    routes.route({
      method: saved ? 'PUT' : 'DELETE',
      url: '/api/posts/:id/save',
      schema: {
        tags: ['posts'],
        summary: saved ? 'Save a post (idempotent)' : 'Unsave a post (idempotent)',
        params: postParams,
        response: { 200: saveStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await requireActiveViewer(request)
        return setPostSaved(deps, viewer, request.params.id, saved)
      },
    })
  }

  routes.get(
    '/api/tags/:tag/posts',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['posts'],
        summary: 'Posts with a hashtag, newest first',
        params: z.object({ tag: z.string().regex(/^\w{1,50}$/) }),
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      const { cursor, limit } = request.query
      const scope = { kind: 'tag' as const, tag: request.params.tag.toLowerCase() }
      return listPostsPage(deps, { viewerId: viewer?.id ?? null, scope, cursor, limit })
    },
  )
}
