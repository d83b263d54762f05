import type { Me } from '@common/auth'
import { Logo } from '@web/components/logo'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Compass, Settings } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { navigationTexts } from '../texts'

/** The shared header: the logo leads to the feed for members and to the landing otherwise. */
export function TopBar({ me }: { me: Me | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/85 backdrop-blur-md">
      {/* A container: with large text the wordmark gives way before anything overflows. */}
      <div className="@container mx-auto flex h-14 max-w-[1200px] items-center justify-between gap-4 px-4 lg:px-6">
        <Link
          to={me ? paths.feed() : paths.home()}
          aria-label={navigationTexts.brandLink(Boolean(me))}
          className="flex min-h-11 items-center rounded-lg"
        >
          <Logo wordmarkClassName="hidden @min-[20rem]:inline" />
        </Link>
        {me ? (
          <Button asChild variant="ghost" size="icon" className="lg:hidden">
            <Link to={paths.settings()} aria-label={uiTexts.settings}>
              <Settings aria-hidden />
            </Link>
          </Button>
        ) : (
          <nav aria-label={navigationTexts.visitor} className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="max-sm:min-w-11">
              <NavLink to={paths.explore()}>
                <Compass aria-hidden />
                {/* An icon on phones, so Log in fits beside the wordmark even with large text. */}
                <span className="sr-only sm:not-sr-only">{navigationTexts.explore}</span>
              </NavLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.login()}>{uiTexts.logIn}</Link>
            </Button>
            {/* Phones have the floating Join instead: one sign-up prompt at a time. */}
            <Button asChild size="sm" className="max-lg:hidden">
              <Link to={paths.signup()}>{uiTexts.signUp}</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  )
}
