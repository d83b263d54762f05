import { launchParamsSchema, launchVoterSchema, launchVoteStateSchema } from '@common/launches'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import type { EventBus } from '../../../lib/event-bus'
import { requireActiveViewer, requireViewer } from '../../../plugins/session'
import { listVoters, setVote } from './service'

/** Upvotes of a launch and who cast them (issue 32 §2). */
export async function launchVoteRoutes(app: FastifyInstance, deps: { db: Db; bus: EventBus }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const on of [true, false]) {
    routes.route({
      method: on ? 'PUT' : 'DELETE',
      url: '/api/launches/:id/vote',
      schema: {
        tags: ['launches'],
        summary: on
          ? 'Upvote a live launch (idempotent); answers whether the vote counts and the counts'
          : 'Withdraw your upvote while the launch day lasts (idempotent)',
        params: launchParamsSchema,
        response: { 200: launchVoteStateSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => {
        // A banned member casts no vote, but may take one back.
        const viewer = on ? await requireActiveViewer(request) : await requireViewer(request)
        return setVote(deps, viewer, request.params.id, on)
      },
    })
  }

  routes.get(
    '/api/launches/:id/voters',
    {
      schema: {
        tags: ['launches'],
        summary: 'The launch’s upvoters, newest first, with whether each vote counts',
        params: launchParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(launchVoterSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      listVoters(deps.db, await request.getViewer(), request.params.id, request.query),
  )
}
