import {
  linkedProvidersSchema,
  providerParamsSchema,
  signInProviderListSchema,
} from '@common/sign-in-providers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { errorResponses } from '../../../lib/error-responses'
import { requireViewer } from '../../../plugins/session'
import { securityLogRoutes } from '../security-log/routes'
import type { SecurityMail } from '../security-log/service'
import type { SignInProvider } from './config'
import { linkedProviders, unlinkProvider } from './service'

type Deps = { db: Db; providers: SignInProvider[]; mail: SecurityMail }

/**
 * Sign-in providers and the security log (issue 18 §4, §5; decision 034). Signing in and linking
 * are better-auth's (`POST /api/auth/sign-in/social`, `POST /api/auth/link-social`, the
 * callback under /api/auth/callback); these routes list and unlink, and register the log's.
 */
export async function signInProviderRoutes(app: FastifyInstance, deps: Deps) {
  const { db, providers } = deps
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  routes.get(
    '/api/sign-in-providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The configured sign-in providers, by id and name only',
        response: { 200: signInProviderListSchema },
      },
    },
    async () => ({ providers: providers.map(({ id, name }) => ({ id, name })) }),
  )

  routes.get(
    '/api/me/providers',
    {
      schema: {
        tags,
        summary: 'Each configured provider, whether it is linked, and whether you have a password',
        response: { 200: linkedProvidersSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request)
      return linkedProviders(db, providers, viewer.id)
    },
  )

  routes.delete(
    '/api/me/providers/:providerId',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Unlink a provider, while a password or another provider still signs you in',
        params: providerParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request)
      await unlinkProvider(deps, viewer.id, request.params.providerId)
      return reply.status(204).send(null)
    },
  )

  await securityLogRoutes(app, deps)
}
