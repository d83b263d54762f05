import { texts } from '@common/texts'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config'

/**
 * Per-route limits (declared with `config.rateLimit`), counted in Redis when REDIS_URL is set
 * so that every node shares them. `RATE_LIMITS=off` skips the plugin entirely.
 */
async function rateLimitPlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.rateLimits) return
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: false,
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
