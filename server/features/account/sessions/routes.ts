import { endedSessionsSchema, sessionListSchema } from '@common/security'
import { text } from '@common/strings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { endOtherSessions, endSession, listSessions, SESSIONS_LISTED } from './service'

const tags = ['account']

/** Settings > Email and password > Where you are signed in (issue 18 §3). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/sessions',
    {
      schema: {
        tags,
        summary: 'Where you are signed in: browser, system and approximate last activity',
        description: `This browser first, then by last activity (refreshed at most hourly while a session is used); at most ${SESSIONS_LISTED}.`,
        response: { 200: sessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return { sessions: await listSessions(db, viewer) }
    },
  )

  routes.delete(
    '/api/me/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign another browser out at once (its live stream closes too)',
        params: z.object({ id: text().max(100) }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      await endSession(db, viewer, request.params.id)
      return reply.status(204).send(null)
    },
  )

  routes.post(
    '/api/me/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out of every other browser at once',
        response: { 200: endedSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return { ended: await endOtherSessions(db, viewer) }
    },
  )
}
