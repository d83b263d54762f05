import {
  moderationActionInputSchema,
  moderationActionResultSchema,
  moderationHistoryItemSchema,
  moderationQueueItemSchema,
  moderationTexts,
} from '@common/moderation'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { AppError } from '../../lib/errors'
import { requireActiveViewer } from '../../plugins/session'
import {
  applyModerationAction,
  listModerationHistory,
  listReportQueue,
  type ModerationDeps,
} from './service'

const errors = errorResponses(400, 401, 403, 404)

/** 401 for visitors, 403 for members (and banned moderators). */
async function requireModerator(request: FastifyRequest) {
  const viewer = await requireActiveViewer(request)
  if (viewer.role !== 'moderator') throw new AppError('forbidden', moderationTexts.moderatorsOnly)
  return viewer
}

export async function moderationRoutes(app: FastifyInstance, deps: ModerationDeps) {
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
      await requireModerator(request)
      return listReportQueue(deps, request.query)
    },
  )

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
      const moderator = await requireModerator(request)
      return applyModerationAction(deps, moderator, request.body)
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
      await requireModerator(request)
      return listModerationHistory(deps, request.query)
    },
  )
}
