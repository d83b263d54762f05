import { postScreenTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { screenSignUpPromptRef } from '@web/lib/screen-sign-up-prompt'
import { useMe } from '@web/lib/session'
import { signUpPath } from '@web/lib/sign-up-intent'
import { uiTexts } from '@web/lib/ui-texts'
import { Link, useLocation } from 'react-router'

/** The visitor's invitation at the bottom of a post; signing up comes back to it. */
export function SignUpPromptBar() {
  const me = useMe()
  const location = useLocation()
  if (me !== null) return null
  return (
    <aside
      aria-label={uiTexts.signUp}
      className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-border bg-primary-soft px-5 py-4 text-center sm:flex-row sm:text-left"
    >
      <p className="flex-1 text-sm font-medium">{postScreenTexts.signUpPrompt}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.login()}>{uiTexts.logIn}</Link>
        </Button>
        <Button asChild size="sm">
          <Link ref={screenSignUpPromptRef} to={signUpPath(location.pathname)}>
            {uiTexts.signUp}
          </Link>
        </Button>
      </div>
    </aside>
  )
}
