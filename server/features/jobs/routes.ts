import { uuidSchema } from '@common/ids'
import { failedJobSchema } from '@common/jobs'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type pg from 'pg'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { listFailedJobs, retryFailedJob } from './service'

const errors = errorResponses(400, 401, 403)

export async function jobRoutes(app: FastifyInstance, deps: { pool: pg.Pool }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/moderation/jobs/failed',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Background jobs that failed every attempt, newest first (moderators)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(failedJobSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return listFailedJobs(deps, viewer, request.query)
    },
  )

  routes.post(
    '/api/moderation/jobs/:id/retry',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Run a failed job once more (moderators); it leaves the failed list',
        params: z.object({ id: uuidSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      await retryFailedJob(deps, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
