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
import { type Auth, isUsernameTaken } from '../auth'
import { credentialRoutes } from './credentials/routes'
import { deletionRoutes } from './deletion/routes'
import type { DeletionDeps } from './deletion/service'
import { exportRoutes } from './export/routes'
import { sessionRoutes } from './sessions/routes'
import { twoFactorRoutes } from './two-factor/routes'

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

type SettingsDeps = DeletionDeps & { auth: Auth; publicUrl: string }

/** /settings/account, 'Download my data' and /settings/delete-account: one sub-folder each. */
export async function accountSettingsRoutes(app: FastifyInstance, deps: SettingsDeps) {
  await twoFactorRoutes(app, deps)
  await sessionRoutes(app, deps)
  await credentialRoutes(app, deps)
  await exportRoutes(app, deps)
  await deletionRoutes(app, deps)
}
