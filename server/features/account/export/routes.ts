import { accountExportSchema } from '@common/account-export'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { exportAccount } from './service'

/** Settings > 'Download my data'. */
export async function exportRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download your data as a JSON file',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const day = new Date().toISOString().slice(0, 10)
      reply.header('cache-control', 'no-store')
      reply.header(
        'content-disposition',
        `attachment; filename="makerfolio-${viewer.username}-${day}.json"`,
      )
      return exportAccount(deps.db, viewer, deps.publicUrl)
    },
  )
}
