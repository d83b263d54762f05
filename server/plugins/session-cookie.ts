import { createHmac, timingSafeEqual } from 'node:crypto'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/

/**
 * The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256(token, secret))`),
 * or null when it is missing or its signature does not match. Verifying it here lets each
 * request resolve its viewer in one SQL query instead of going through better-auth's handler.
 */
export function verifiedSessionToken(
  cookieHeader: string | undefined,
  secret: string,
): string | null {
  const raw = cookieHeader?.match(SESSION_COOKIE)?.[1]
  if (!raw) return null
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
  return token
}
