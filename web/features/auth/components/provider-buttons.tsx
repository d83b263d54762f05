import { signInTexts } from '@common/sign-in-texts'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { useSearchParams } from 'react-router'
import { useSignInProviders, useStartProviderSignIn } from '../providers-api'

/** What the provider callback's `?error=` means for the member. */
function providerErrorText(code: string | null): string | null {
  if (!code) return null
  if (code === 'account_not_linked') return signInTexts.emailInUse
  return signInTexts.providerFailed
}

/**
 * "Continue with {name}" for each configured provider, above the email form on /login and
 * /signup; nothing when none is configured. A refused sign-in comes back with `?error=`.
 */
export function ProviderButtons() {
  const { data } = useSignInProviders()
  const start = useStartProviderSignIn()
  const [params] = useSearchParams()
  const problem = providerErrorText(params.get('error'))
  const providers = data?.providers ?? []
  if (providers.length === 0 && !problem) return null
  return (
    <div className="mb-6 grid gap-3">
      {problem ? (
        <p role="alert" className="rounded-lg border border-danger/40 p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          size="lg"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(provider.id, {
              onError: (error) => toast.error(errorMessage(error, signInTexts.providerFailed)),
            })
          }
        >
          {start.isPending && start.variables === provider.id ? <Spinner /> : null}
          {signInTexts.continueWith(provider.name)}
        </Button>
      ))}
      {providers.length > 0 ? (
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
          <span className="h-px flex-1 bg-border" />
          {signInTexts.or}
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}
    </div>
  )
}
