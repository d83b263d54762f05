import { PRODUCT_NAME } from '@common/texts'
import { AuthCard } from '@web/features/auth/components/auth-card'
import { SignUpForm } from '@web/features/auth/components/signup-form'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

export function Component() {
  return (
    <main id="main" className="flex min-h-dvh items-center px-4 py-12">
      <AuthCard
        title="Create your account"
        subtitle={`Join ${PRODUCT_NAME} and start sharing what you build.`}
        footer={
          <>
            <p>
              Already have an account?{' '}
              <Link to={paths.login()} className="font-medium text-link hover:underline">
                Log in
              </Link>
            </p>
            <p className="mt-3 text-xs">
              By signing up you agree to the{' '}
              <Link to={paths.terms()} className="underline hover:text-foreground">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy()} className="underline hover:text-foreground">
                Privacy Policy
              </Link>
              .
            </p>
          </>
        }
      >
        <SignUpForm />
      </AuthCard>
    </main>
  )
}
