import { signInTexts } from '@common/sign-in-texts'
import { Skeleton } from '@web/components/ui/skeleton'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { ChooseUsernameForm } from '@web/features/auth/components/choose-username-form'
import { useMe } from '@web/lib/session'

/** /signup/username: where a provider's first sign-in lands (issue 18 §4). */
export function Component() {
  const me = useMe()
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard title={signInTexts.chooseUsernameTitle} subtitle={signInTexts.chooseUsernameLead}>
        {me ? <ChooseUsernameForm me={me} /> : <Skeleton className="h-24 w-full" />}
      </AuthCard>
    </main>
  )
}
