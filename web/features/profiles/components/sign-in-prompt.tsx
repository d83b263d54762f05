import { PRODUCT_NAME } from '@common/texts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

/** Shown to visitors below a profile: following and talking need an account. */
export function SignInPrompt({ username }: { username: string }) {
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="mt-8 rounded-2xl border border-border bg-primary-soft/60 p-5 text-center"
    >
      <h2 id="sign-in-prompt-title" className="font-semibold">
        Join {PRODUCT_NAME} to follow @{username}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Sign in to follow makers, like and comment on posts, and share what you are building.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.login()}>Log in</Link>
        </Button>
        <Button asChild>
          <Link to={paths.signup()}>Sign up</Link>
        </Button>
      </div>
    </section>
  )
}
