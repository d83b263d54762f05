import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendTooMany } from '../../../plugins/rate-limit'

/** OWASP ASVS 6.3: failed sign-ins per account, whatever the address they come from. */
export const SIGN_IN_FAILURES_MAX = 10
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

const keyOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? `sign-in:${email.trim().toLowerCase()}` : null
}

function refusal(resetInMs: number) {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000))
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `Too many failed sign-ins for this account. Please try again in ${wait}.`
}

/**
 * preHandler of the sign-in route: each attempt on an email counts before the password is
 * checked (so parallel guesses cannot all slip under the limit) and a successful sign-in
 * clears the count (see `clearSignInFailures`). Past the limit every attempt is refused, the
 * right password too, until the window that began with the first failure ends. Unknown
 * addresses are counted the same, so the answer tells nothing about who is a member. Counted
 * in Redis when REDIS_URL is set (every node shares it), else in this process.
 */
export async function throttleSignIn(request: FastifyRequest, reply: FastifyReply) {
  const counter = request.server.attemptCounter
  const key = keyOf(request)
  if (!counter || !key) return
  try {
    const { count, resetInMs } = await counter.hit(key, SIGN_IN_WINDOW_MS)
    if (count > SIGN_IN_FAILURES_MAX) return sendTooMany(reply, resetInMs, refusal(resetInMs))
  } catch (error) {
    // As the other limits (skipOnError): an unreachable store does not stop every sign-in.
    request.log.warn({ err: error }, 'sign-in throttle store unavailable')
  }
}

/** onSend of the sign-in route: a successful sign-in starts the account's count again. */
export async function clearSignInFailures(request: FastifyRequest, reply: FastifyReply) {
  const counter = request.server.attemptCounter
  const key = keyOf(request)
  if (!counter || !key || reply.statusCode !== 200) return
  await counter.clear(key).catch((error) => {
    request.log.warn({ err: error }, 'sign-in throttle store unavailable')
  })
}
