import { uuidSchema } from '@common/ids'
import { createMutedWordSchema, mutedWordSchema } from '@common/safety'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import type { SafetyDeps } from '../service'
import { addMutedWord, listMutedWords, removeMutedWord } from './service'

const errors = errorResponses(400, 401, 403, 404)

/** The member's muted words and tags (issue 31): only ever their own. */
export async function mutedWordRoutes(app: FastifyInstance, deps: SafetyDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/muted-words',
    {
      schema: {
        tags: ['safety'],
        summary: 'Your muted words and tags in force, newest first (a bounded list, one page)',
        response: { 200: z.object({ items: z.array(mutedWordSchema) }), ...errors },
      },
    },
    async (request) => listMutedWords(deps.db, await requireViewer(request)),
  )

  routes.post(
    '/api/me/muted-words',
    {
      schema: {
        tags: ['safety'],
        summary:
          'Mute a word, phrase or #tag: whole words, any case, in the contexts chosen (feeds, threads, notifications, search), hidden or collapsed',
        body: createMutedWordSchema,
        response: { 201: mutedWordSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      return reply.status(201).send(await addMutedWord(deps.db, viewer, request.body))
    },
  )

  routes.delete(
    '/api/me/muted-words/:id',
    {
      schema: {
        tags: ['safety'],
        summary: 'Unmute a word',
        params: z.object({ id: uuidSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMutedWord(deps.db, await requireViewer(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
