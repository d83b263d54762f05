import { hashtagSuggestionSchema, mentionSuggestionSchema } from '@common/posts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { suggestHashtags, suggestMentions } from './queries'

export async function mentionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/mentions',
    {
      schema: {
        tags: ['posts'],
        summary: 'Mention suggestions for the word typed after @',
        querystring: z.object({
          q: z.string().regex(/^\w{1,50}$/, 'Type letters, digits or _ after @'),
        }),
        response: { 200: mentionSuggestionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return suggestMentions(db, request.query.q, viewer.id)
    },
  )
  typed.get(
    '/api/hashtags',
    {
      schema: {
        tags: ['posts'],
        summary: 'Hashtag suggestions for the word typed after #',
        description:
          'Tags of posts the viewer may see that start with `q`, most recently used first (at most 8).',
        querystring: z.object({
          q: z.string().regex(/^\w{1,50}$/, 'Type letters, digits or _ after #'),
        }),
        response: { 200: hashtagSuggestionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return suggestHashtags(db, request.query.q, viewer.id)
    },
  )
}
