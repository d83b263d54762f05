import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { listSavedPostsPage } from './service'

export async function savedRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me/saved/posts',
    {
      schema: {
        tags: ['saved'],
        summary: 'Posts you saved, most recently saved first (hiding rules apply)',
        querystring: pageQuerySchema,
        response: {
          200: pageSchema(postSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return listSavedPostsPage(db, { viewerId: viewer.id, ...request.query })
    },
  )
}
