import { passkeyTexts } from '@common/passkey-texts'
import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import { useMutation } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { isPasskeyCancelled, passkeyFailure } from '@web/lib/passkey-errors'
import { startSession } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { useEffect, useRef } from 'react'

// Signing in with a passkey (issue 18 §2, decision 037): a challenge from the server, the
// browser's prompt (or its autofill), then the signed answer starts the session. No email is
// asked first: passkeys are discoverable. No two-factor code follows: a passkey is one already.

async function signInWithPasskey(autofill: boolean) {
  const optionsJSON = await api.get<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  )
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
  await api.post('/api/auth/passkey/verify-authentication', { response })
  return startSession()
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: () => signInWithPasskey(false) })
}

/**
 * Offers the member's passkeys in the email field's autofill (`autocomplete="… webauthn"`)
 * where the browser can. The button's own ceremony, or leaving the screen, ends this one.
 */
export function usePasskeyAutofill(onSignedIn: () => void) {
  const signedIn = useRef(onSignedIn)
  signedIn.current = onSignedIn
  useEffect(() => {
    let active = true
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !active) return
      try {
        await signInWithPasskey(true)
        if (active) signedIn.current()
      } catch (error) {
        if (active && !isPasskeyCancelled(error)) {
          toast.error(passkeyFailure(error, passkeyTexts.signInFailed))
        }
      }
    })()
    return () => {
      active = false
      WebAuthnAbortService.cancelCeremony()
    }
  }, [])
}
