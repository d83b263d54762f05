import { backupCodePattern, securityTexts, type TwoFactorStatus } from '@common/security'
import { APIError } from 'better-auth/api'
import QRCode from 'qrcode'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import { type Auth, passwordMatches } from '../../auth'
import { factorOf, nameFactor } from './queries'

// Two-factor sign-in (issue 18 §1) on better-auth's twoFactor plugin: its HTTP endpoints for
// setting up and removing a factor are disabled (features/auth/auth.ts) and called from here
// instead, so the authenticator gets a name, a code is asked before it is on and before it is
// off, and errors name the field that was wrong.

type Deps = { auth: Auth; db: Db }

const authCode = (error: unknown) =>
  error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined

const wrongPassword = () =>
  new AppError('validation', securityTexts.passwordIncorrect, {
    password: securityTexts.passwordIncorrect,
  })
const wrongCode = (message: string = securityTexts.codeIncorrect) =>
  new AppError('validation', message, { code: message })
const notOn = () => new AppError('bad_request', securityTexts.twoFactorDisabled)

export async function twoFactorStatus(
  { auth, db }: Deps,
  userId: string,
): Promise<TwoFactorStatus> {
  const factor = await factorOf(db, userId)
  if (!factor?.verified)
    return { enabled: false, name: null, enabledAt: null, backupCodesLeft: null }
  // Server-only endpoint: decrypts the codes to count them; they never leave this function.
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } })
  return {
    enabled: true,
    name: factor.name,
    enabledAt: factor.createdAt.toISOString(),
    backupCodesLeft: backupCodes.length,
  }
}

/**
 * A new secret for an authenticator app; two-factor stays off until `confirmTwoFactor` gets a
 * code made from it. Starting again replaces an unconfirmed secret.
 */
export async function setUpTwoFactor(
  { auth, db }: Deps,
  headers: Headers,
  userId: string,
  input: { password: string; name: string },
) {
  if ((await factorOf(db, userId))?.verified) {
    throw new AppError('conflict', securityTexts.twoFactorEnabled)
  }
  let totpUri: string
  try {
    const result = await auth.api.enableTwoFactor({ body: { password: input.password }, headers })
    if (!('totpURI' in result) || !result.totpURI) throw new Error('no TOTP URI from better-auth')
    totpUri = result.totpURI
  } catch (error) {
    if (authCode(error) === 'INVALID_PASSWORD') throw wrongPassword()
    throw error
  }
  await nameFactor(db, userId, input.name)
  const secret = new URL(totpUri).searchParams.get('secret') ?? ''
  // Drawn here rather than in the browser: the settings screen loads no QR library, and an
  // SVG stays sharp at any zoom. CSP allows data: images.
  const svg = await QRCode.toString(totpUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  return { totpUri, secret, qrCode }
}

/**
 * A current code turns two-factor on. better-auth then replaces this browser's session (its
 * Set-Cookie lines are returned) and the backup codes are shown, the only time they are.
 */
export async function confirmTwoFactor(
  { auth, db }: Deps,
  headers: Headers,
  userId: string,
  code: string,
) {
  const factor = await factorOf(db, userId)
  if (!factor) throw new AppError('bad_request', securityTexts.twoFactorDisabled)
  // Verifying an active factor again would hand out its backup codes a second time.
  if (factor.verified) throw new AppError('conflict', securityTexts.twoFactorEnabled)
  let cookies: string[]
  try {
    const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
    cookies = result.headers.getSetCookie()
  } catch (error) {
    if (authCode(error) === 'INVALID_CODE') throw wrongCode()
    throw error
  }
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } })
  return { backupCodes, cookies }
}

/** New backup codes replace the old ones at once. */
export async function regenerateBackupCodes(
  { auth }: Deps,
  headers: Headers,
  password: string,
): Promise<string[]> {
  try {
    const result = await auth.api.generateBackupCodes({ body: { password }, headers })
    return result.backupCodes
  } catch (error) {
    const code = authCode(error)
    if (code === 'INVALID_PASSWORD') throw wrongPassword()
    if (code === 'TWO_FACTOR_NOT_ENABLED') throw notOn()
    throw error
  }
}

/**
 * Turns two-factor off with the password and a code (an app code, or a backup code, which is
 * then spent). The password is checked first, so a typo never spends a backup code. Returns
 * the Set-Cookie lines of the session better-auth puts in place of this browser's.
 */
export async function disableTwoFactor(
  { auth, db }: Deps,
  headers: Headers,
  userId: string,
  input: { password: string; code: string },
): Promise<string[]> {
  if (!(await factorOf(db, userId))?.verified) throw notOn()
  if (!(await passwordMatches(db, userId, input.password))) throw wrongPassword()
  try {
    if (backupCodePattern.test(input.code)) {
      await auth.api.verifyBackupCode({
        body: { code: input.code, disableSession: true },
        headers,
      })
    } else {
      await auth.api.verifyTOTP({ body: { code: input.code }, headers })
    }
  } catch (error) {
    const code = authCode(error)
    if (code === 'INVALID_CODE') throw wrongCode()
    if (code === 'INVALID_BACKUP_CODE') throw wrongCode(securityTexts.backupCodeIncorrect)
    throw error
  }
  try {
    const result = await auth.api.disableTwoFactor({
      body: { password: input.password },
      headers,
      returnHeaders: true,
    })
    return result.headers.getSetCookie()
  } catch (error) {
    if (authCode(error) === 'INVALID_PASSWORD') throw wrongPassword()
    throw error
  }
}
