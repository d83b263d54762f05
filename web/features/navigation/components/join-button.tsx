import { Button } from '@web/components/ui/button'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useIsScreenSignUpPromptShown } from '@web/lib/screen-sign-up-prompt'
import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { navigationTexts } from '../texts'

/**
 * The floating invitation visitors see on every screen with the shared navigation. On phones it
 * is the one sign-up prompt: the header keeps only Log in, and the button steps aside while the
 * Sign up of a screen's own prompt (below a profile, under a post) is on screen.
 */
export function JoinButton() {
  const isScreenPromptShown = useIsScreenSignUpPromptShown()
  return (
    <aside
      aria-label={navigationTexts.invitation}
      className={cn(
        'transition-[opacity,visibility] duration-200 motion-reduce:transition-none',
        isScreenPromptShown && 'max-lg:invisible max-lg:opacity-0',
      )}
    >
      <Button
        asChild
        size="lg"
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 shadow-lg shadow-primary/25 lg:right-8 lg:bottom-8"
      >
        <Link to={paths.signup()}>
          <Sparkles aria-hidden />
          {navigationTexts.join}
        </Link>
      </Button>
    </aside>
  )
}
