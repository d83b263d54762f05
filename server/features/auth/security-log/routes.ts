import { pageQuerySchema } from '@common/pagination'
import { securityLogPageSchema } from '@common/sign-in-providers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { securityLogPage } from './service'

/** Settings > the security log (issue 18 §5, decision 034): registered with the providers' routes. */
export async function securityLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/security-log',
    {
      schema: {
        tags: ['account'],
        summary: 'Recent changes to how you sign in, newest first',
        querystring: pageQuerySchema,
        response: { 200: securityLogPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      reply.header('cache-control', 'no-store')
      return securityLogPage(db, viewer.id, request.query)
    },
  )
}
