import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type pg from 'pg'
import type { Db } from '../../db/client'
import { limitPerEmail } from '../../plugins/rate-limit'
import { verifiedSessionToken } from '../../plugins/session-cookie'
import type { Auth } from './auth'
import { rewriteAuthError } from './auth-errors'
import { clearSignInFailures, throttleSignIn } from './limits/sign-in-throttle'
import { emailTakenLimit } from './limits/sign-up-limit'
import { answerUnlessDatabaseDown, throwUnlessSessionEnded } from './outage'

/** Builds a Fetch API request from Fastify's, for better-auth's handler. */
export function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`)
  const headers = toFetchHeaders(request.headers, request.ip)
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  })
}

/**
 * The request's headers for better-auth, with X-Forwarded-For replaced by `clientAddress`
 * (`request.ip`, which believes the header only as far as TRUST_PROXY allows): better-auth
 * records the address the rate limits saw, never one a client typed.
 */
export function toFetchHeaders(raw: FastifyRequest['headers'], clientAddress: string): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, String(value))
  }
  headers.set('x-forwarded-for', clientAddress)
  return headers
}

/**
 * The session token lives only in the httpOnly cookie; scripts never see it. better-auth puts it
 * at the top of sign-in/sign-up answers and under `session` in get-session and list-sessions.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens)
  if (!body || typeof body !== 'object') return body
  const { token: _token, ...rest } = body as Record<string, unknown>
  if (rest.session && typeof rest.session === 'object') {
    rest.session = withoutSessionTokens(rest.session)
  }
  return rest
}

type AuthRouteDeps = { auth: Auth; db: Db; pool: pg.Pool; secret: string }

const handle = ({ auth, pool }: AuthRouteDeps, request: FastifyRequest) =>
  answerUnlessDatabaseDown(pool, () => auth.handler(toFetchRequest(request)))

async function forward(deps: AuthRouteDeps, request: FastifyRequest, reply: FastifyReply) {
  const response = await handle(deps, request)
  await sendAuthResponse(response, reply)
}

/** Sign-out answers success only once the session's row is gone (better-auth ignores a failed delete). */
async function signOut(deps: AuthRouteDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = verifiedSessionToken(request.headers.cookie, deps.secret)
  const response = await handle(deps, request)
  if (token && response.ok) await throwUnlessSessionEnded(deps.db, token)
  await sendAuthResponse(response, reply)
}

async function sendAuthResponse(response: Response, reply: FastifyReply) {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie)
  const location = response.headers.get('location')
  if (location) reply.header('location', location)
  reply.header('cache-control', 'no-store')
  const text = await response.text()
  if (response.status >= 400) {
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {}
    const rewritten = rewriteAuthError(response.status, parsed)
    return reply.status(rewritten.status).send(rewritten.body)
  }
  reply.status(response.status)
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.includes('application/json') && text) {
    return reply.send(withoutSessionTokens(JSON.parse(text)))
  }
  if (contentType) reply.type(contentType)
  return reply.send(text)
}

const limited = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } })
const THIRTY_MINUTES_MS = 30 * 60 * 1000

/**
 * better-auth answers everything under /api/auth. Sign-in, sign-up, password reset and the
 * two-factor codes get their own routes only to carry rate limits: per client (account or address), plus per
 * account email for sign-in (limits/sign-in-throttle.ts) and per target email for reset links.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const handler = (request: FastifyRequest, reply: FastifyReply) => forward(deps, request, reply)
  const hide = { hide: true }
  app.post('/api/auth/sign-out', { schema: hide }, (request, reply) =>
    signOut(deps, request, reply),
  )
  app.post(
    '/api/auth/sign-in/email',
    {
      config: limited(10, '1 minute'),
      preHandler: throttleSignIn,
      onSend: clearSignInFailures,
      schema: hide,
    },
    handler,
  )
  app.post(
    '/api/auth/sign-up/email',
    { config: limited(5, '30 minutes'), ...emailTakenLimit(app), schema: hide },
    handler,
  )
  app.post(
    '/api/auth/request-password-reset',
    {
      config: limited(10, '30 minutes'),
      preHandler: limitPerEmail('email', 5, THIRTY_MINUTES_MS),
      schema: hide,
    },
    handler,
  )
  app.post('/api/auth/reset-password', { config: limited(10, '15 minutes'), schema: hide }, handler)
  // The second step of a two-factor sign-in. better-auth allows 5 codes per challenge and locks
  // the account's codes for 15 minutes after 10 wrong ones in a row (auth.ts); this caps a client.
  for (const step of ['verify-totp', 'verify-backup-code']) {
    app.post(
      `/api/auth/two-factor/${step}`,
      { config: limited(10, '5 minutes'), schema: hide },
      handler,
    )
  }
  // Passkey sign-in: a challenge, then the signed answer (decision 037).
  app.get(
    '/api/auth/passkey/generate-authenticate-options',
    { config: limited(30, '5 minutes'), schema: hide },
    handler,
  )
  app.post(
    '/api/auth/passkey/verify-authentication',
    { config: limited(10, '5 minutes'), schema: hide },
    handler,
  )
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: hide, handler })
}
