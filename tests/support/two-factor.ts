import type { FastifyInstance } from 'fastify'
import { URI } from 'otpauth'
import { expect } from 'vitest'
import { cookieFrom, request, type TestUser } from './app'

const PERIOD_MS = 30_000

/** The code an authenticator app shows for this otpauth:// URI at `timestamp` (RFC 6238). */
export function codeFor(totpUri: string, timestamp = Date.now()): string {
  const otp = URI.parse(totpUri)
  if (!('period' in otp)) throw new Error('not a TOTP URI')
  return otp.generate({ timestamp })
}

/** A code the app showed long ago: never valid now. */
export const staleCode = (totpUri: string) => codeFor(totpUri, Date.now() - 10 * 60_000)

const lastStepGiven = new Map<string, number>()

/**
 * A valid code from a time step no earlier `freshCode` gave for this URI: the server accepts a
 * step once (RFC 6238 §5.2), so a second code within 30 s is the app's next one (still inside
 * the one-step window).
 */
export function freshCode(totpUri: string): string {
  const now = Math.floor(Date.now() / PERIOD_MS)
  const step = Math.max(now, (lastStepGiven.get(totpUri) ?? -1) + 1)
  if (step > now + 1) throw new Error('more than two fresh codes within one time step')
  lastStepGiven.set(totpUri, step)
  return codeFor(totpUri, step * PERIOD_MS)
}

/** Sets up and confirms an authenticator; `member.cookie` becomes the session better-auth sets. */
export async function turnOnTwoFactor(app: FastifyInstance, member: TestUser) {
  const setup = await request(app, {
    method: 'POST',
    url: '/api/me/two-factor/setup',
    as: member,
    payload: { password: member.password, name: 'My phone' },
  })
  expect(setup.statusCode, setup.body).toBe(200)
  const { totpUri } = setup.json() as { totpUri: string }
  const confirm = await request(app, {
    method: 'POST',
    url: '/api/me/two-factor/confirm',
    as: member,
    payload: { code: freshCode(totpUri) },
  })
  expect(confirm.statusCode, confirm.body).toBe(200)
  member.cookie = cookieFrom(confirm.headers['set-cookie'])
  return { totpUri, backupCodes: (confirm.json() as { backupCodes: string[] }).backupCodes }
}

/** The password step: the `two_factor` challenge cookie, or the session when none is asked. */
export async function signInWithPassword(
  app: FastifyInstance,
  member: TestUser,
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  const response = await request(app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: member.password },
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.remoteAddress,
  })
  expect(response.statusCode, response.body).toBe(200)
  return { body: response.json(), cookie: cookieFrom(response.headers['set-cookie']) }
}

/** The code step of sign-in on the challenge `challenge` (a Cookie header). */
export function secondStep(
  app: FastifyInstance,
  challenge: string,
  step: 'verify-totp' | 'verify-backup-code',
  code: string,
  options: { trustDevice?: boolean; remoteAddress?: string } = {},
) {
  return request(app, {
    method: 'POST',
    url: `/api/auth/two-factor/${step}`,
    payload: { code, trustDevice: options.trustDevice ?? false },
    headers: { cookie: challenge },
    remoteAddress: options.remoteAddress,
  })
}
