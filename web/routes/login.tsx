import { securityTexts } from '@common/security-texts'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { LoginForm } from '@web/features/auth/components/login-form'
import { ProviderButtons } from '@web/features/auth/components/provider-buttons'
import { TwoFactorForm } from '@web/features/auth/components/two-factor-form'
import { authTexts } from '@web/features/auth/texts'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'

export function Component() {
  const navigate = useNavigate()
  // After a right password on an account with two-factor on, the same card asks for a code.
  const [needsCode, setNeedsCode] = useState(false)
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard
        title={needsCode ? securityTexts.signInCodeTitle : authTexts.logInTitle}
        subtitle={needsCode ? undefined : authTexts.logInSubtitle}
        footer={
          <>
            {authTexts.newHere}{' '}
            <Link to={paths.signup()} className="font-medium text-link hover:underline">
              {uiTexts.signUp}
            </Link>
          </>
        }
      >
        {needsCode ? (
          <TwoFactorForm
            onSignedIn={() => {
              toast.success(authTexts.loggedIn)
              navigate(paths.feed(), { replace: true })
            }}
            onRestart={() => setNeedsCode(false)}
          />
        ) : (
          <>
            <ProviderButtons />
            <LoginForm onTwoFactor={() => setNeedsCode(true)} />
          </>
        )}
      </AuthCard>
    </main>
  )
}
