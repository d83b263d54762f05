import { moderationQueueItemSchema } from '@common/moderation'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer } from '../../../plugins/session'
import type { ModerationDeps } from '../service'
import { listReportQueue } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** The moderators' queue of reported items. */
export async function moderationQueueRoutes(
  app: FastifyInstance,
  deps: Pick<ModerationDeps, 'db'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/moderation/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Open reports grouped by item, most recently reported first (moderators)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(moderationQueueItemSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return listReportQueue(deps, viewer, request.query)
    },
  )
}
