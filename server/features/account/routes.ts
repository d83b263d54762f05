import { meSchema, usernameAvailabilitySchema } from '@common/auth'
import { text } from '@common/strings'
import { texts } from '@common/texts'
import { normaliseUsername, usernameProblem } from '@common/username'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { errorResponses } from '../../lib/error-responses'
import { requireViewer } from '../../plugins/session'
import { isUsernameTaken } from '../auth'

export async function accountRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return {
        id: viewer.id,
        email: viewer.email,
        username: viewer.username,
        name: viewer.name,
        avatarUrl: viewer.avatarUrl,
        role: viewer.role,
        banned: viewer.banned,
      }
    },
  )

  routes.get(
    '/api/username-available',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether a username can be taken (the spec normalisation applied first)',
        querystring: z.object({ username: text().max(200) }),
        response: { 200: usernameAvailabilitySchema },
      },
    },
    async (request) => {
      const username = normaliseUsername(request.query.username)
      const problem = usernameProblem(username)
      if (problem) return { available: false, message: problem }
      const taken = await isUsernameTaken(db, username)
      return { available: !taken, message: taken ? texts.usernameTaken : null }
    },
  )
}
