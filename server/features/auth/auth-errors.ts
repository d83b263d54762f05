import { passkeyTexts } from '@common/passkey-texts'
import { securityTexts } from '@common/security-texts'
import { texts } from '@common/texts'

/** Sign-up with a member's address; decision 014 limits how often a client may see it. */
export const emailTakenMessage = 'An account with this email already exists'

/** better-auth error codes whose text the spec words differently, with the status we answer. */
const rewrites: Record<string, { status?: number; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'unauthorized', message: texts.incorrectLogin },
  USERNAME_TAKEN: { status: 409, code: 'conflict', message: texts.usernameTaken },
  USER_ALREADY_EXISTS: { status: 409, code: 'conflict', message: emailTakenMessage },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'conflict',
    message: emailTakenMessage,
  },
  PASSWORD_TOO_SHORT: { code: 'validation', message: texts.passwordTooShort },
  INVALID_EMAIL: { code: 'validation', message: texts.invalidEmail },
  INVALID_TOKEN: { code: 'bad_request', message: 'This reset link is invalid or has expired' },
  // The two-factor step of sign-in.
  INVALID_CODE: { status: 401, code: 'unauthorized', message: securityTexts.codeIncorrect },
  INVALID_BACKUP_CODE: {
    status: 401,
    code: 'unauthorized',
    message: securityTexts.backupCodeIncorrect,
  },
  INVALID_TWO_FACTOR_COOKIE: {
    status: 401,
    code: 'unauthorized',
    message: securityTexts.signInExpired,
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: 429,
    code: 'rate_limited',
    message: securityTexts.tooManyAttempts,
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    status: 429,
    code: 'rate_limited',
    message: securityTexts.accountLocked,
  },
  // Passkeys (decision 037): adding one needs a session signed in within a day; signing in
  // with one names no account on failure.
  SESSION_NOT_FRESH: { status: 403, code: 'forbidden', message: passkeyTexts.notFresh },
  PASSKEY_NOT_FOUND: { status: 401, code: 'unauthorized', message: passkeyTexts.signInFailed },
  AUTHENTICATION_FAILED: { status: 401, code: 'unauthorized', message: passkeyTexts.signInFailed },
  CHALLENGE_NOT_FOUND: { status: 401, code: 'unauthorized', message: passkeyTexts.signInFailed },
  MISSING_OR_NULL_ORIGIN: {
    status: 403,
    code: 'forbidden',
    message: 'Missing or untrusted origin',
  },
  INVALID_ORIGIN: { status: 403, code: 'forbidden', message: 'Missing or untrusted origin' },
}

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation',
  429: 'rate_limited',
}

/** Turns better-auth's `{ code, message }` into our `{ error: { code, message } }`. */
export function rewriteAuthError(status: number, body: unknown) {
  const raw = (body ?? {}) as { code?: string; message?: string }
  const known = raw.code ? rewrites[raw.code] : undefined
  if (known)
    return {
      status: known.status ?? status,
      body: { error: { code: known.code, message: known.message } },
    }
  if (status >= 500)
    return { status, body: { error: { code: 'internal', message: texts.somethingWentWrong } } }
  const code = codeByStatus[status] ?? 'bad_request'
  return { status, body: { error: { code, message: raw.message || texts.somethingWentWrong } } }
}
