import { AuthCard } from '@web/features/auth/components/auth-card'
import { ProviderButtons } from '@web/features/auth/components/provider-buttons'
import { SignUpForm } from '@web/features/auth/components/signup-form'
import { authTexts } from '@web/features/auth/texts'
import { legalTexts } from '@web/features/legal/texts'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'

export function Component() {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard
        title={authTexts.signUpTitle}
        subtitle={authTexts.signUpSubtitle}
        footer={
          <>
            <p>
              {authTexts.haveAccount}{' '}
              <Link to={paths.login()} className="font-medium text-link hover:underline">
                {uiTexts.logIn}
              </Link>
            </p>
            <p className="mt-3 text-xs">
              {authTexts.agreeToTerms}{' '}
              <Link to={paths.terms()} className="underline hover:text-foreground">
                {legalTexts.termsOfService}
              </Link>{' '}
              {authTexts.and}{' '}
              <Link to={paths.privacy()} className="underline hover:text-foreground">
                {legalTexts.privacyPolicy}
              </Link>
              .
            </p>
          </>
        }
      >
        <ProviderButtons />
        <SignUpForm />
      </AuthCard>
    </main>
  )
}
