import {
  moderationActionInputSchema,
  moderationActionResultSchema,
  moderationHistoryItemSchema,
} from '@common/moderation'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { applyModerationAction, listModerationHistory, type ModerationDeps } from './service'

const errors = errorResponses(400, 401, 403, 404)

export async function moderationRoutes(app: FastifyInstance, deps: ModerationDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/moderation/actions',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Dismiss the reports, remove the content, or ban/unban its author (moderators)',
        body: moderationActionInputSchema,
        response: { 200: moderationActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return applyModerationAction(deps, viewer, request.body)
    },
  )

  routes.get(
    '/api/moderation/history',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Moderation actions, newest first (moderators)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(moderationHistoryItemSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return listModerationHistory(deps, viewer, request.query)
    },
  )
}
