import { launchParamsSchema, launchSchema } from '@common/launches'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { listProjectLaunches } from './service'

/** The launches card of a project's page (issue 32). */
export async function projectLaunchRoutes(app: FastifyInstance, deps: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(
    '/api/projects/:id/launches',
    {
      schema: {
        tags: ['launches'],
        summary:
          'A project’s launches, newest day first (cancelled ones left out): public, as its page is',
        params: launchParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(launchSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      listProjectLaunches(deps.db, await request.getViewer(), request.params.id, request.query),
  )
}
