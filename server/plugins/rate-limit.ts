import { texts } from '@common/texts'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/

/** Limits follow the signed-in account when there is one, else the address. */
function clientKey(request: FastifyRequest): string {
  return request.headers.cookie?.match(SESSION_COOKIE)?.[1]?.slice(0, 64) ?? request.ip
}

/**
 * Limits per route class, in the range large public networks use (Mastodon: 300 requests per
 * 5 minutes): reads 600 and writes 300 per 5 minutes per account or address; auth routes and
 * uploads declare stricter ones with `config.rateLimit`. Counted in Redis when REDIS_URL is
 * set so that every node shares them. `RATE_LIMITS=off` skips the plugin entirely.
 */
async function rateLimitPlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.rateLimits) return
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: true,
    max: (request) => (SAFE_METHODS.has(request.method) ? 600 : 300),
    timeWindow: '5 minutes',
    keyGenerator: (request) =>
      `${SAFE_METHODS.has(request.method) ? 'read' : 'write'}:${clientKey(request)}`,
    // Static files, media and the health check are not API traffic worth limiting.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
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
