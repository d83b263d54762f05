import { uuidSchema } from '@common/ids'
import { revenueConnectInputSchema, revenueStateSchema } from '@common/revenue'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import {
  connectRevenue,
  disconnectRevenue,
  getRevenueState,
  type RevenueDeps,
  syncRevenueNow,
} from './service'

const params = z.object({ id: uuidSchema })
const errors = errorResponses(400, 401, 403, 404)

/**
 * A project's payment provider (issue 33 §1, §3): the owner connects, syncs and disconnects; the
 * key goes in once and is never answered. The verified numbers are public in the project answer.
 */
export async function revenueRoutes(app: FastifyInstance, deps: RevenueDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/projects/:id/revenue',
    {
      schema: {
        tags: ['projects'],
        summary:
          "The project's payment-provider connection (never its key) and the read permissions to grant (the owner only)",
        params,
        response: { 200: revenueStateSchema, ...errors },
      },
    },
    async (request) => getRevenueState(deps, await requireActiveViewer(request), request.params.id),
  )

  routes.put(
    '/api/projects/:id/revenue',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Connect a payment provider with a restricted read-only key, checked with the provider, stored encrypted, then synced (the owner only; a secret key sk_… is refused)',
        params,
        body: revenueConnectInputSchema,
        response: { 200: revenueStateSchema, ...errors, ...errorResponses(429, 503) },
      },
      // Each try asks the provider several times: no key-checking oracle for leaked keys.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) =>
      connectRevenue(deps, await requireActiveViewer(request), request.params.id, request.body),
  )

  routes.delete(
    '/api/projects/:id/revenue',
    {
      schema: {
        tags: ['projects'],
        summary: 'Disconnect the payment provider: its stored key is deleted (the owner only)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disconnectRevenue(deps, await requireActiveViewer(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  routes.post(
    '/api/projects/:id/revenue/sync',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Sync now: read the numbers from the payment provider (the owner only; at most once per 10 minutes, 429 otherwise)',
        params,
        response: { 200: revenueStateSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => syncRevenueNow(deps, await requireActiveViewer(request), request.params.id),
  )
}
