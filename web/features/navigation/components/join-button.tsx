import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { navigationTexts } from '../texts'

/**
 * The floating invitation visitors see on wide screens with the shared navigation. Phones have
 * Sign up in the header instead: one prompt at a time, never stacked over a screen's own.
 */
export function JoinButton() {
  return (
    <aside aria-label={navigationTexts.invitation} className="hidden lg:block">
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
