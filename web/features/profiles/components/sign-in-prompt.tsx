import { profileScreenTexts } from '@common/profile-texts'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { screenSignUpPromptRef } from '@web/lib/screen-sign-up-prompt'
import { signUpPath } from '@web/lib/sign-up-intent'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'

/** Shown to visitors below a profile: signing up from here follows the profile (issue 20 §3). */
export function SignInPrompt({ username }: { username: string }) {
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="mt-8 rounded-2xl border border-border bg-primary-soft/60 p-5 text-center"
    >
      <h2 id="sign-in-prompt-title" className="font-semibold">
        {profileScreenTexts.signInPromptTitle(username)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{profileScreenTexts.signInPromptBody}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.login()}>{uiTexts.logIn}</Link>
        </Button>
        <Button asChild>
          <Link
            ref={screenSignUpPromptRef}
            to={signUpPath(paths.profile(username), { action: 'follow', username })}
          >
            {uiTexts.signUp}
          </Link>
        </Button>
      </div>
    </section>
  )
}
