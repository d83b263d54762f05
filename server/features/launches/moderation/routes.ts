import {
  disqualifyLaunchSchema,
  launchCountsSchema,
  launchParamsSchema,
  launchSchema,
  launchVoterParamsSchema,
} from '@common/launches'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { disqualifyLaunch, voidVote } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** Moderators' actions on launches (issue 32 §3), each in the moderation history. */
export async function launchModerationRoutes(app: FastifyInstance, deps: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/launches/:id/disqualify',
    {
      schema: {
        tags: ['launches', 'moderation'],
        summary:
          'Disqualify a launch with a reason (moderators): off the leaderboards, no more votes',
        params: launchParamsSchema,
        body: disqualifyLaunchSchema,
        response: { 200: launchSchema, ...errors },
      },
    },
    async (request) =>
      disqualifyLaunch(
        deps.db,
        await requireViewer(request),
        request.params.id,
        request.body.reason,
      ),
  )

  routes.put(
    '/api/launches/:id/voters/:username/void',
    {
      schema: {
        tags: ['launches', 'moderation'],
        summary: 'Void a member’s vote on a launch (moderators): shown in the total, never counted',
        params: launchVoterParamsSchema,
        response: { 200: launchCountsSchema, ...errors },
      },
    },
    async (request) =>
      voidVote(deps.db, await requireViewer(request), request.params.id, request.params.username),
  )
}
