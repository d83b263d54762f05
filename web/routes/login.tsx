import { PRODUCT_NAME } from '@common/texts'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { LoginForm } from '@web/features/auth/components/login-form'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

export function Component() {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard
        title="Log in"
        subtitle={`Welcome back to ${PRODUCT_NAME}.`}
        footer={
          <>
            New to {PRODUCT_NAME}?{' '}
            <Link to={paths.signup()} className="font-medium text-link hover:underline">
              Sign up
            </Link>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
    </main>
  )
}
