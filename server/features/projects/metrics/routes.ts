import { uuidSchema } from '@common/ids'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { metricKindSchema, metricPointSchema, metricSourceSchema } from '@common/project-metrics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { listProjectMetricPage } from './service'

const params = z.object({ id: uuidSchema, metric: metricKindSchema })
const errors = errorResponses(400, 401, 403, 404)
/** One series at a time: what makers typed (the default), or what the provider's syncs read. */
const querystring = pageQuerySchema.extend({ source: metricSourceSchema.default('self_reported') })

/** The Overview's chart: a project's users and MRR over time (public, like the numbers). */
export async function projectMetricRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/metrics/:metric',
    {
      schema: {
        tags: ['projects'],
        summary:
          "Each change of the project's users or MRR with its time, newest first (the Overview's chart); source=verified: each sync's MRR per currency and paying customers",
        params,
        querystring,
        response: { 200: pageSchema(metricPointSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return listProjectMetricPage(db, {
        metric: request.params.metric,
        projectId: request.params.id,
        viewer,
        ...request.query,
      })
    },
  )
}
