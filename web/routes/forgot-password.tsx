import { AuthCard } from '@web/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form'
import { authTexts } from '@web/features/auth/texts'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

export function Component() {
  return (
    <div className="py-4 sm:py-10">
      <AuthCard
        showLogo={false}
        title={authTexts.forgotPassword}
        subtitle={authTexts.forgotSubtitle}
        footer={
          <Link to={paths.login()} className="font-medium text-link hover:underline">
            {authTexts.backToLogIn}
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </div>
  )
}
