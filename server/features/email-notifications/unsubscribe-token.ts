import { createHmac, timingSafeEqual } from 'node:crypto'
import { type UnsubscribeScope, unsubscribeScopes } from '@common/email-preferences'

/**
 * Unsubscribe links work without signing in (RFC 8058 one-click), so the link itself proves who
 * it is for: `<base64url(userId:scope)>.<HMAC-SHA256>`, keyed by a key derived from AUTH_SECRET
 * for this purpose only. They never expire: an old email's link must still work.
 */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('makerfolio:email-unsubscribe:v1').digest()

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest()

export function signUnsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope) {
  const payload = Buffer.from(`${userId}:${scope}`).toString('base64url')
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`
}

/** Who and what the token unsubscribes, or null when it was not signed by us (or was altered). */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const expected = signatureOf(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const decoded = Buffer.from(payload, 'base64url').toString('utf8')
  const cut = decoded.lastIndexOf(':')
  const userId = decoded.slice(0, cut)
  const scope = decoded.slice(cut + 1)
  if (cut < 1 || !(unsubscribeScopes as readonly string[]).includes(scope)) return null
  return { userId, scope: scope as UnsubscribeScope }
}
