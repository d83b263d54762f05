import {
  passkeyListSchema,
  passkeyParamsSchema,
  passkeySchema,
  renamePasskeySchema,
  savePasskeySchema,
} from '@common/passkeys'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import type { Auth } from '../auth'
import { toFetchHeaders } from '../routes'
import type { SecurityMail } from '../security-log/service'
import { listPasskeys, removePasskey, renamePasskey, savePasskey } from './service'

type Deps = { auth: Auth; db: Db; mail: SecurityMail }

const tags = ['account']
const limited = { rateLimit: { max: 10, timeWindow: '15 minutes' } }

/**
 * Settings > Email and password > Passkeys (issue 18 §2, decision 037). The registration options
 * come from `GET /api/auth/passkey/generate-register-options` (a session signed in within a day);
 * signing in is `GET /api/auth/passkey/generate-authenticate-options`, then
 * `POST /api/auth/passkey/verify-authentication`.
 */
export async function passkeyRoutes(app: FastifyInstance, deps: Deps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/me/passkeys',
    {
      schema: {
        tags,
        summary: 'Your passkeys, newest first, with when each was added and last signed in',
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      reply.header('cache-control', 'no-store')
      return { passkeys: await listPasskeys(deps.db, viewer.id) }
    },
  )

  routes.post(
    '/api/me/passkeys',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Save a new passkey: the browser’s answer to the registration options',
        description:
          'Verified against the challenge in this browser’s `better-auth-passkey` cookie, set by `GET /api/auth/passkey/generate-register-options`. Logged and mailed.',
        body: savePasskeySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      const headers = toFetchHeaders(request.headers, request.ip)
      const saved = await savePasskey(deps, headers, viewer.id, request.body)
      return reply.status(201).send(saved)
    },
  )

  routes.patch(
    '/api/me/passkeys/:id',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Rename one of your passkeys',
        params: passkeyParamsSchema,
        body: renamePasskeySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      await renamePasskey(deps.db, viewer.id, request.params.id, request.body.name)
      return reply.status(204).send(null)
    },
  )

  routes.delete(
    '/api/me/passkeys/:id',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Remove a passkey, while a password, a provider or another passkey signs you in',
        params: passkeyParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      await removePasskey(deps, viewer.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
