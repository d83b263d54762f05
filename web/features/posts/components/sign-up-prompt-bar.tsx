import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { Link } from 'react-router'
import { postScreenTexts } from '../texts'

/** The visitor's invitation at the bottom of a post. */
export function SignUpPromptBar() {
  const me = useMe()
  if (me !== null) return null
  return (
    <aside
      aria-label="Sign up"
      className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-border bg-primary-soft px-5 py-4 text-center sm:flex-row sm:text-left"
    >
      <p className="flex-1 text-sm font-medium">{postScreenTexts.signUpPrompt}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.login()}>Log in</Link>
        </Button>
        <Button asChild size="sm">
          <Link to={paths.signup()}>Sign up</Link>
        </Button>
      </div>
    </aside>
  )
}
