import {
  searchPageQuerySchema,
  searchPeoplePageSchema,
  searchPostsPageSchema,
  searchProjectsPageSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '@common/search'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { compiledSerializerCompiler } from '../../lib/compiled-serializer'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { type SearchDeps, searchAll, searchPeople, searchPosts, searchProjects } from './service'
import { createTermProfiles } from './term-profile'

export async function searchRoutes(
  app: FastifyInstance,
  { db, genericDb }: { db: Db; genericDb: Db },
) {
  const deps: SearchDeps = { genericDb, termProfiles: createTermProfiles(db) }
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/search',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['search'],
        summary:
          'People, projects and posts matching the term: at most 5 of each, and whether more follow',
        description:
          'People by name or username (prefix matches first); projects by name, then by the words of their tagline, category or description; posts by their words (PostgreSQL full-text search, English stemming), most relevant then newest, with the matched words as offsets. Hidden content is left out as in every list.',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return searchAll(deps, request.query.q, viewer.id)
    },
  )

  const sections = [
    ['people', searchPeoplePageSchema, searchPeople, 'People matching the term ("See all")'],
    [
      'projects',
      searchProjectsPageSchema,
      searchProjects,
      'Projects matching the term ("See all")',
    ],
    [
      'posts',
      searchPostsPageSchema,
      searchPosts,
      'Posts whose words match the term, most relevant then newest ("See all")',
    ],
  ] as const
  for (const [section, pageSchema, list, summary] of sections) {
    typed.get(
      `/api/search/${section}`,
      {
        serializerCompiler: compiledSerializerCompiler,
        schema: {
          tags: ['search'],
          summary,
          querystring: searchPageQuerySchema,
          response: { 200: pageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request)
        return list(deps, request.query, viewer.id)
      },
    )
  }
}
