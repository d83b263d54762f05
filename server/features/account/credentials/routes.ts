import { changeEmailResultSchema, changeEmailSchema, changePasswordSchema } from '@common/settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { limitPerEmail } from '../../../plugins/rate-limit'
import { requireViewer } from '../../../plugins/session'
import { type Auth, toFetchHeaders } from '../../auth'
import { sendCookies } from '../cookies'
import { changePassword, requestEmailChange } from './service'

const errors = errorResponses(400, 401)
const limited = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } })

/** Settings > Email and password: a new password, a new email. */
export async function credentialRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

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
}
