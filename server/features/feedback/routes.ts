import { feedbackReceiptSchema, feedbackSchema } from '@common/settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { sendFeedback } from './service'

export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/feedback',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the team (stored with your id and email)',
        body: feedbackSchema,
        response: { 201: feedbackReceiptSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      return reply.status(201).send(await sendFeedback(db, viewer, request.body.message))
    },
  )
}
