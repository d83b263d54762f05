import { passkeyTexts } from '@common/passkey-texts'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { isPasskeyCancelled, passkeyFailure } from '@web/lib/passkey-errors'
import { toast } from '@web/lib/toast'
import { KeyRound } from 'lucide-react'
import { useSignInWithPasskey } from '../passkey-sign-in'

/** "Sign in with a passkey" on /login; absent where the browser has no WebAuthn. */
export function PasskeyButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignInWithPasskey()
  if (!browserSupportsWebAuthn()) return null
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      disabled={signIn.isPending}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (error) =>
            isPasskeyCancelled(error)
              ? toast.info(passkeyTexts.signInCancelled)
              : toast.error(passkeyFailure(error, passkeyTexts.signInFailed)),
        })
      }
    >
      {signIn.isPending ? <Spinner /> : <KeyRound className="size-4" aria-hidden />}
      {passkeyTexts.signIn}
    </Button>
  )
}
