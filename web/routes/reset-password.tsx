import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form'
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
        title="Choose a new password"
        subtitle={token ? 'Pick a password you do not use anywhere else.' : undefined}
        footer={
          <Link to={paths.login()} className="font-medium text-link hover:underline">
            Back to log in
          </Link>
        }
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <EmptyState
            icon={KeyRound}
            title="This reset link is incomplete"
            description="Open the link from your reset email again, or request a new one."
            action={
              <Button asChild>
                <Link to={paths.forgotPassword()}>Request a new link</Link>
              </Button>
            }
          />
        )}
      </AuthCard>
    </div>
  )
}
