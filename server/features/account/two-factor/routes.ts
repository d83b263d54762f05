import {
  backupCodesSchema,
  regenerateBackupCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupResultSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@common/security'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { type Auth, toFetchHeaders } from '../../auth'
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
  setUpTwoFactor,
  twoFactorStatus,
} from './service'

const errors = errorResponses(400, 401, 409, 429)
const tags = ['account']
/** Per account (signed-in requests are limited by member): a code or password guess each. */
const limited = { rateLimit: { max: 10, timeWindow: '15 minutes' } }

const headersOf = (request: FastifyRequest) => toFetchHeaders(request.headers, request.ip)
const noStore = (reply: FastifyReply, cookies: string[] = []) => {
  for (const cookie of cookies) reply.header('set-cookie', cookie)
  return reply.header('cache-control', 'no-store')
}

/** Settings > Email and password > Two-factor authentication (issue 18 §1). */
export async function twoFactorRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, its name and how many backup codes are left',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      noStore(reply)
      return twoFactorStatus(deps, viewer.id)
    },
  )

  routes.post(
    '/api/me/two-factor/setup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start two-factor setup (password required): a secret and its QR code',
        description:
          'Two-factor stays off until `/api/me/two-factor/confirm` gets a code made from the secret (RFC 6238: SHA-1, 6 digits, 30 s). Starting again replaces an unconfirmed secret.',
        body: twoFactorSetupSchema,
        response: { 200: twoFactorSetupResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      noStore(reply)
      return setUpTwoFactor(deps, headersOf(request), viewer.id, request.body)
    },
  )

  routes.post(
    '/api/me/two-factor/confirm',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Turn two-factor on with a current code; answers the 10 backup codes, once',
        description: 'Replaces this browser’s session cookie.',
        body: twoFactorConfirmSchema,
        response: { 200: backupCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const { backupCodes, cookies } = await confirmTwoFactor(
        deps,
        headersOf(request),
        viewer.id,
        request.body.code,
      )
      noStore(reply, cookies)
      return { backupCodes }
    },
  )

  routes.post(
    '/api/me/two-factor/backup-codes',
    {
      config: limited,
      schema: {
        tags,
        summary: 'New backup codes (password required); the old ones stop working',
        body: regenerateBackupCodesSchema,
        response: { 200: backupCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireViewer(request)
      noStore(reply)
      const backupCodes = await regenerateBackupCodes(
        deps,
        headersOf(request),
        request.body.password,
      )
      return { backupCodes }
    },
  )

  routes.post(
    '/api/me/two-factor/disable',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Turn two-factor off with your password and a code (or a backup code)',
        description: 'Replaces this browser’s session cookie.',
        body: twoFactorDisableSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const cookies = await disableTwoFactor(deps, headersOf(request), viewer.id, request.body)
      return noStore(reply, cookies).status(204).send(null)
    },
  )
}
