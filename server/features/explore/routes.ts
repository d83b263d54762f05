import {
  dismissalStateSchema,
  exploreCategoriesSchema,
  exploreProjectsQuerySchema,
  makerSuggestionsPageSchema,
  newMakersPageSchema,
  trendingTopicsPageSchema,
  trendingTopicsQuerySchema,
} from '@common/explore'
import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import { usernameParamsSchema } from '@common/profiles'
import { projectSchema } from '@common/projects'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { compiledSerializerCompiler } from '../../lib/compiled-serializer'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import {
  dismissMaker,
  listCategories,
  listExploreProjectsPage,
  listLaunchedProjectsPage,
  listMakerSuggestionsPage,
  listNewMakersPage,
  listRecentPostsPage,
  listTrendingTopicsPage,
} from './service'
import { createSuggestionRanking } from './suggestions/suggestion-ranking'
import { createTrendingRanking } from './trending/trending-ranking'

const readErrors = errorResponses(400)

/** The Explore screen and the right rail: public lists, and dismissing a suggestion. */
export async function exploreRoutes(
  app: FastifyInstance,
  {
    db,
    trendingCacheMs,
    suggestionsCacheMs,
  }: { db: Db; trendingCacheMs: number; suggestionsCacheMs: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const trendingRanking = createTrendingRanking(db, trendingCacheMs)
  const suggestionRanking = createSuggestionRanking(db, suggestionsCacheMs)
  const viewerIdOf = async (request: { getViewer(): Promise<{ id: string } | null> }) =>
    (await request.getViewer())?.id ?? null

  routes.get(
    '/api/explore/projects',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary:
          'Every project, optionally in one category, by newest, most bookmarked, highest MRR, most users or recently updated',
        querystring: exploreProjectsQuerySchema,
        response: { 200: pageSchema(projectSchema), ...readErrors },
      },
    },
    async (request) =>
      listExploreProjectsPage(db, { viewerId: await viewerIdOf(request), ...request.query }),
  )

  routes.get(
    '/api/explore/categories',
    {
      schema: {
        tags: ['explore'],
        summary: 'Project categories in use, most used first (at most 50)',
        response: { 200: exploreCategoriesSchema },
      },
    },
    async (request) => listCategories(db, await viewerIdOf(request)),
  )

  routes.get(
    '/api/explore/topics',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary:
          'Trending hashtags: ranked by distinct authors over the last 24 hours or 7 days, with their post counts',
        querystring: trendingTopicsQuerySchema,
        response: { 200: trendingTopicsPageSchema, ...readErrors },
      },
    },
    async (request) =>
      listTrendingTopicsPage(db, trendingRanking, {
        viewerId: await viewerIdOf(request),
        ...request.query,
      }),
  )

  routes.get(
    '/api/explore/makers',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary:
          'Makers to follow: people your follows follow, then active makers (visitors: active makers)',
        querystring: pageQuerySchema,
        response: { 200: makerSuggestionsPageSchema, ...readErrors },
      },
    },
    async (request) =>
      listMakerSuggestionsPage(db, suggestionRanking, {
        viewerId: await viewerIdOf(request),
        ...request.query,
      }),
  )

  routes.put(
    '/api/explore/makers/:username/dismissal',
    {
      schema: {
        tags: ['explore'],
        summary: 'Never suggest this maker to me again',
        params: usernameParamsSchema,
        response: { 200: dismissalStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return dismissMaker(db, viewer, request.params.username)
    },
  )

  routes.get(
    '/api/explore/new/projects',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary: 'Recently launched projects, by launch month (latest first)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(projectSchema), ...readErrors },
      },
    },
    async (request) =>
      listLaunchedProjectsPage(db, { viewerId: await viewerIdOf(request), ...request.query }),
  )

  routes.get(
    '/api/explore/posts',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary: 'Recent public posts, newest first (the landing page shows visitors a few)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...readErrors },
      },
    },
    async (request) =>
      listRecentPostsPage(db, { viewerId: await viewerIdOf(request), ...request.query }),
  )

  routes.get(
    '/api/explore/new/makers',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['explore'],
        summary: 'Members who joined in the last 7 days and have a project, newest first',
        querystring: pageQuerySchema,
        response: { 200: newMakersPageSchema, ...readErrors },
      },
    },
    async (request) =>
      listNewMakersPage(db, { viewerId: await viewerIdOf(request), ...request.query }),
  )
}
