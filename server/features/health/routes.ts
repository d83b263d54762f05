import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type pg from 'pg'
import { z } from 'zod'
import { databaseAnswers } from '../../db/client'
import { RETRY_AFTER_SECONDS } from '../../plugins/errors'

/** 200 only once the database answers; load balancers and the start scripts poll it. */
export async function healthRoutes(app: FastifyInstance, { pool }: { pool: pg.Pool }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(pool)) return { status: 'ok' as const }
      reply.header('retry-after', RETRY_AFTER_SECONDS)
      return reply.status(503).send({ status: 'unavailable' as const })
    },
  )
}
