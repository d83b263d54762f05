import { passkeyTexts } from '@common/passkey-texts'
import { WebAuthnError } from '@simplewebauthn/browser'
import { errorMessage } from './api'

// What a member reads when a passkey ceremony fails, in settings and on /login: the browser's
// WebAuthn errors (via @simplewebauthn/browser's codes) or the server's answer.

/** The member closed the browser's prompt, or it timed out: nothing to report loudly. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = error instanceof WebAuthnError ? error.name : (error as Error | null)?.name
  return name === 'NotAllowedError' || name === 'AbortError'
}

export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return passkeyTexts.alreadyOnDevice
    }
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID') {
      return passkeyTexts.wrongAddress
    }
    return fallback
  }
  return errorMessage(error, fallback)
}
