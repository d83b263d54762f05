import { AuthCard } from '@web/features/auth/components/auth-card'
import { LoginForm } from '@web/features/auth/components/login-form'
import { authTexts } from '@web/features/auth/texts'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'

export function Component() {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard
        title={authTexts.logInTitle}
        subtitle={authTexts.logInSubtitle}
        footer={
          <>
            {authTexts.newHere}{' '}
            <Link to={paths.signup()} className="font-medium text-link hover:underline">
              {uiTexts.signUp}
            </Link>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
    </main>
  )
}
