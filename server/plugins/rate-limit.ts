import { texts } from '@common/texts'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config'
import { errorBody } from '../lib/errors'
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from '../lib/window-counter'
import { isApiRoute } from './matched-route'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counters for limits @fastify/rate-limit cannot express (per account email, per target
     * address), in the same store as the rate limits; null when RATE_LIMITS=off.
     */
    attemptCounter: WindowCounter | null
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Static files, media and the health check are not API traffic worth limiting. Decided on the
 * route the router matched: the raw URL may spell /api in percent-escapes.
 */
const isLimited = (request: FastifyRequest) =>
  isApiRoute(request) && request.routeOptions.url !== '/api/health'

/**
 * Whose budget a request spends: the signed-in account (the session the session plugin
 * verified, so a forged, random or re-encoded cookie buys nothing), else the client address
 * (`request.ip`: the socket's, or X-Forwarded-For only as far as TRUST_PROXY allows).
 */
export async function clientKey(request: FastifyRequest): Promise<string> {
  // A database outage must not turn into a limiter error; the route answers 503 itself.
  const viewer = await request.getViewer().catch(() => null)
  return viewer ? `user:${viewer.id}` : request.ip
}

/** "Too many attempts. Please wait 30 minutes and try again." with Retry-After. */
export function sendTooMany(reply: FastifyReply, retryAfterMs: number, message?: string) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const wait = seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`
  reply.header('retry-after', String(seconds))
  return reply
    .status(429)
    .send(errorBody('rate_limited', message ?? texts.tooManyRequests.replace('a minute', wait)))
}

/**
 * preHandler: at most `max` requests per window for one email address named in the body (a
 * reset link, a confirmation link), counted across every client and account that asks.
 */
export function limitPerEmail(field: string, max: number, windowMs: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counter = request.server.attemptCounter
    const email = (request.body as Record<string, unknown> | undefined)?.[field]
    if (!counter || typeof email !== 'string') return
    const key = `mail:${request.routeOptions.url}:${email.trim().toLowerCase()}`
    const { count, resetInMs } = await counter.hit(key, windowMs).catch((error) => {
      request.log.warn({ err: error }, 'rate-limit store unavailable')
      return { count: 0, resetInMs: 0 }
    })
    if (count > max) return sendTooMany(reply, resetInMs)
  }
}

/**
 * Limits per route class, in the range large public networks use (Mastodon: 300 requests per
 * 5 minutes): reads 600 and writes 300 per 5 minutes per account or address; auth routes and
 * uploads declare stricter ones with `config.rateLimit`. Counted in Redis when REDIS_URL is
 * set so that every node shares them. `RATE_LIMITS=off` skips the plugin entirely.
 */
async function rateLimitPlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.rateLimits) {
    app.decorate('attemptCounter', null)
    return
  }
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  app.decorate(
    'attemptCounter',
    redis ? redisWindowCounter(redis, 'makerfolio-attempts-') : memoryWindowCounter(),
  )
  await app.register(rateLimit, {
    global: true,
    max: (request) => (SAFE_METHODS.has(request.method) ? 600 : 300),
    timeWindow: '5 minutes',
    keyGenerator: async (request) => {
      // Not limited (allowList below): skip resolving the session for a static file.
      if (!isLimited(request)) return 'unlimited'
      return `${SAFE_METHODS.has(request.method) ? 'read' : 'write'}:${await clientKey(request)}`
    },
    allowList: (request) => !isLimited(request),
    redis,
    nameSpace: 'makerfolio-rl-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `${texts.tooManyRequests.replace('a minute', context.after)}`,
    }),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
