import { errorBodySchema } from '@common/errors'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { requireViewer } from '../../plugins/session'
import { countUnread } from './queries'

export async function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Number of unread notifications (the bottom-bar badge)',
        response: { 200: z.object({ count: z.number().int() }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return { count: await countUnread(db, viewer.id) }
    },
  )
}
