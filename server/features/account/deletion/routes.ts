import { deleteAccountSchema, settingsTexts } from '@common/settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../../lib/error-responses'
import { AppError } from '../../../lib/errors'
import { requireViewer } from '../../../plugins/session'
import { type Auth, toFetchHeaders } from '../../auth'
import { sendCookies } from '../cookies'
import { type DeletionDeps, deleteAccount } from './service'

/** /settings/delete-account. */
export async function deletionRoutes(app: FastifyInstance, deps: DeletionDeps & { auth: Auth }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.delete(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete your account and everything in it, then sign out (type DELETE)',
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 500) },
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
