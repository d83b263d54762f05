import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendTooMany } from '../../../plugins/rate-limit'
import { emailTakenMessage } from '../auth-errors'

/** Decision 014: how often one client may learn that an address belongs to a member. */
export const EMAIL_TAKEN_ANSWERS_MAX = 3
const WINDOW_MS = 24 * 60 * 60 * 1000

function refusal(retryAfterMs: number) {
  const hours = Math.max(1, Math.ceil(retryAfterMs / (60 * 60 * 1000)))
  const wait = hours === 1 ? '1 hour' : `${hours} hours`
  return `Too many sign-up attempts for existing accounts. Please log in, or try again in ${wait}.`
}

const isEmailTakenAnswer = (reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode !== 409 || typeof payload !== 'string') return false
  try {
    return JSON.parse(payload)?.error?.message === emailTakenMessage
  } catch {
    return false
  }
}

/**
 * Hooks of the sign-up route. 'An account with this email already exists' is counted per client
 * address (`request.ip`); once a client had it EMAIL_TAKEN_ANSWERS_MAX times in 24 hours, every
 * sign-up from it is refused, taken address or free, so the refusal itself tells nothing.
 * Counted in the rate limits' store (Redis when REDIS_URL is set); off with RATE_LIMITS=off.
 */
export function emailTakenLimit(app: FastifyInstance) {
  if (!app.hasDecorator('createRateLimit')) return {}
  const answers = app.createRateLimit({
    max: EMAIL_TAKEN_ANSWERS_MAX,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-up-email-taken:${request.ip}`,
  })
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const spent = await answers(request, { increment: false })
      if (!spent.isAllowed && spent.remaining === 0) {
        return sendTooMany(reply, spent.ttl, refusal(spent.ttl))
      }
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (isEmailTakenAnswer(reply, payload)) await answers(request)
      return payload
    },
  }
}
