import { launchNotifyStateSchema, launchParamsSchema } from '@common/launches'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireActiveViewer, requireViewer } from '../../../plugins/session'
import { setNotify } from './service'

/** "Notify me" on an upcoming launch (issue 32 §1). */
export async function launchNotifyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  for (const on of [true, false]) {
    routes.route({
      method: on ? 'PUT' : 'DELETE',
      url: '/api/launches/:id/notify',
      schema: {
        tags: ['launches'],
        summary: on
          ? 'Be told when an upcoming launch opens (idempotent)'
          : 'No longer be told when the launch opens (idempotent)',
        params: launchParamsSchema,
        response: { 200: launchNotifyStateSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => {
        const viewer = on ? await requireActiveViewer(request) : await requireViewer(request)
        return setNotify(deps.db, viewer, request.params.id, on)
      },
    })
  }
}
