import { accountExportSchema } from '@common/account-export'
import {
  changeEmailResultSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsTexts,
} from '@common/settings'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import { AppError } from '../../lib/errors'
import { limitPerEmail } from '../../plugins/rate-limit'
import { requireViewer } from '../../plugins/session'
import type { Auth } from '../auth'
import { toFetchHeaders } from '../auth'
import { changePassword, requestEmailChange } from './credentials'
import { type DeletionDeps, deleteAccount } from './deletion'
import { exportAccount } from './export'
import { sessionRoutes } from './sessions-routes'
import { twoFactorRoutes } from './two-factor-routes'

type SettingsDeps = DeletionDeps & { auth: Auth; publicUrl: string }

const errors = errorResponses(400, 401)
const limited = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } })

const sendCookies = (reply: FastifyReply, cookies: string[]) => {
  for (const cookie of cookies) reply.header('set-cookie', cookie)
}

/** /settings/account, 'Download my data' and /settings/delete-account. */
export async function accountSettingsRoutes(app: FastifyInstance, deps: SettingsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  await twoFactorRoutes(app, deps)
  await sessionRoutes(app, deps)

  routes.post(
    '/api/me/password',
    {
      config: limited(10, '15 minutes'),
      schema: {
        tags: ['account'],
        summary: 'Change your password (current one required); your other sessions end',
        body: changePasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requireViewer(request)
      sendCookies(
        reply,
        await changePassword(deps.auth, toFetchHeaders(request.headers, request.ip), request.body),
      )
      return reply.header('cache-control', 'no-store').status(204).send(null)
    },
  )

  routes.post(
    '/api/me/email',
    {
      config: limited(5, '15 minutes'),
      // Links to one address, across every account asking: nobody is mailed without limit.
      preHandler: limitPerEmail('newEmail', 5, 30 * 60 * 1000),
      schema: {
        tags: ['account'],
        summary: 'Change your email: a link goes to the new address, which applies once opened',
        body: changeEmailSchema,
        response: { 202: changeEmailResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const headers = toFetchHeaders(request.headers, request.ip)
      const result = await requestEmailChange(deps, headers, viewer, request.body.newEmail)
      return reply.status(202).send(result)
    },
  )

  routes.get(
    '/api/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download your data as a JSON file',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const day = new Date().toISOString().slice(0, 10)
      reply.header('cache-control', 'no-store')
      reply.header(
        'content-disposition',
        `attachment; filename="makerfolio-${viewer.username}-${day}.json"`,
      )
      return exportAccount(deps.db, viewer, deps.publicUrl)
    },
  )

  routes.delete(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete your account and everything in it, then sign out (type DELETE)',
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errors, ...errorResponses(500) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const headers = toFetchHeaders(request.headers, request.ip)
      try {
        await deleteAccount(deps, viewer.id)
      } catch (error) {
        request.log.error({ err: error }, 'account deletion failed')
        throw new AppError('internal', settingsTexts.deleteFailed)
      }
      const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true })
      sendCookies(reply, signedOut.headers.getSetCookie())
      return reply.status(204).send(null)
    },
  )
}
