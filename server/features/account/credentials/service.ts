import { emailChangedPath, settingsTexts } from '@common/settings'
import { texts } from '@common/texts'
import { APIError } from 'better-auth/api'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { Viewer } from '../../../plugins/session'
import { type Auth, EMAIL_LINK_LIFETIME_SECONDS, rememberEmailChangeSession } from '../../auth'

const authCode = (error: unknown) =>
  error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined

/**
 * Sets a new password after checking the current one. Every session of the user ends and
 * this browser gets a fresh one: the Set-Cookie lines to send back are returned.
 */
export async function changePassword(
  auth: Auth,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  try {
    const result = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    })
    return result.headers.getSetCookie()
  } catch (error) {
    const code = authCode(error)
    if (code === 'INVALID_PASSWORD') {
      const message = settingsTexts.currentPasswordIncorrect
      throw new AppError('validation', message, { currentPassword: message })
    }
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('validation', texts.passwordTooShort)
    throw error
  }
}

/**
 * Mails a confirmation link to the new address; the email changes only once it is opened.
 * An address already in use gets the same answer and no mail, so accounts cannot be probed.
 * Once the link is opened, the account's other sessions end except this browser's.
 */
export async function requestEmailChange(
  { auth, db }: { auth: Auth; db: Db },
  headers: Headers,
  viewer: Viewer,
  newEmail: string,
): Promise<{ sentTo: string }> {
  const email = newEmail.trim().toLowerCase()
  if (email === viewer.email.toLowerCase()) {
    const message = settingsTexts.differentEmail
    throw new AppError('validation', message, { newEmail: message })
  }
  try {
    await auth.api.changeEmail({
      body: { newEmail: email, callbackURL: emailChangedPath },
      headers,
    })
  } catch (error) {
    if (error instanceof APIError)
      throw new AppError('bad_request', settingsTexts.emailUpdateFailed)
    throw error
  }
  const expiresAt = new Date(Date.now() + EMAIL_LINK_LIFETIME_SECONDS * 1000)
  await rememberEmailChangeSession(db, viewer.id, viewer.sessionId, expiresAt)
  return { sentTo: email }
}
