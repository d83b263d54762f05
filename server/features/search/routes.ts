import { searchQuerySchema, searchResultsSchema } from '@common/search'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { searchPeopleAndProjects } from './service'

export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'People and projects containing the term (at most 5 of each, prefix matches first)',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return searchPeopleAndProjects(db, request.query.q, viewer.id)
    },
  )
}
