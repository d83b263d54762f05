import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form'
import { authTexts } from '@web/features/auth/texts'
import { paths } from '@web/lib/paths'
import { KeyRound } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'

export function Component() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim()

  return (
    <div className="py-4 sm:py-10">
      <AuthCard
        showLogo={false}
        title={authTexts.resetTitle}
        subtitle={token ? authTexts.resetSubtitle : undefined}
        footer={
          <Link to={paths.login()} className="font-medium text-link hover:underline">
            {authTexts.backToLogIn}
          </Link>
        }
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <EmptyState
            icon={KeyRound}
            title={authTexts.resetLinkIncomplete}
            description={authTexts.resetLinkIncompleteHint}
            action={
              <Button asChild>
                <Link to={paths.forgotPassword()}>{authTexts.requestNewLink}</Link>
              </Button>
            }
          />
        )}
      </AuthCard>
    </div>
  )
}
