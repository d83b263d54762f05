import { AuthCard } from '@web/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

export function Component() {
  return (
    <div className="py-4 sm:py-10">
      <AuthCard
        showLogo={false}
        title="Forgot password?"
        subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
        footer={
          <Link to={paths.login()} className="font-medium text-link hover:underline">
            Back to log in
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </div>
  )
}
