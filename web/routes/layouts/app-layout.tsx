import { BottomNav } from '@web/features/navigation/components/bottom-nav'
import { JoinButton } from '@web/features/navigation/components/join-button'
import { SideNav } from '@web/features/navigation/components/side-nav'
import { TopBar } from '@web/features/navigation/components/top-bar'
import { useUnreadCount } from '@web/features/notifications/api'
import { KeyboardShortcuts } from '@web/features/shortcuts/components/keyboard-shortcuts'
import { cn } from '@web/lib/cn'
import { useMe } from '@web/lib/session'
import { useWideScreen } from '@web/lib/use-wide-screen'
import { lazy, Suspense } from 'react'
import { Outlet, useMatches } from 'react-router'

// Its own chunk: phones never load it, and the feed's first load stays within budget.
const RightRail = lazy(() =>
  import('@web/features/explore/components/right-rail').then((module) => ({
    default: module.RightRail,
  })),
)

/** Screens that show the desktop rail say so in their route's `handle`. */
function useHasRail() {
  const matches = useMatches()
  return matches.some((match) => (match.handle as { rail?: boolean } | undefined)?.rail)
}

/** Screens laid out in two columns of their own on desktop (the project page) say `wide`. */
function useIsWidePage() {
  const matches = useMatches()
  return matches.some((match) => (match.handle as { wide?: boolean } | undefined)?.wide)
}

const layouts = {
  member: 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[1fr_640px_1fr]',
  // A wide page takes the whole width beside the side navigation.
  memberWide: 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8',
  // Fixed tracks that fit the container, so nothing the rail loads can resize a column: the
  // content keeps 448 px at 1024 and its 640 px at 1280.
  memberWithRail:
    'max-w-[1280px] lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_17rem] lg:gap-6 xl:grid-cols-[14rem_minmax(0,640px)_19rem] xl:justify-center',
  visitorWithRail:
    'lg:grid lg:grid-cols-[minmax(0,640px)_18rem] lg:justify-center lg:gap-8 xl:grid-cols-[minmax(0,640px)_20rem]',
}

/**
 * The shared navigation: top bar everywhere, then either the member's bottom bar (phones and
 * tablets) or side navigation (1024 px and wider), or the visitor's floating join button.
 */
export function AppLayout() {
  const me = useMe() ?? null
  const unreadCount = useUnreadCount(me !== null)
  const isWide = useWideScreen()
  const hasRail = useHasRail()
  const isWidePage = useIsWidePage()
  const layout = hasRail
    ? me
      ? layouts.memberWithRail
      : layouts.visitorWithRail
    : me
      ? isWidePage
        ? layouts.memberWide
        : layouts.member
      : undefined

  return (
    <div className="min-h-dvh">
      <TopBar me={me} />
      {/* lg: side nav + content (+ rail); xl: the content sits mid-screen. */}
      <div className={cn('mx-auto max-w-[1200px] lg:px-6', layout)}>
        {me ? (
          <aside className="hidden lg:block">
            <div className="sticky top-14 ml-auto w-52 py-6 xl:w-56">
              <SideNav me={me} unreadCount={unreadCount} />
            </div>
          </aside>
        ) : null}
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'mx-auto w-full max-w-[640px] min-w-0 px-4 pt-5 pb-28 focus:outline-none lg:px-0 lg:pt-6 lg:pb-12',
            isWidePage && 'lg:max-w-[1000px]',
          )}
        >
          <Outlet />
        </main>
        {/* The grid keeps the rail's column from the first paint; the rail fills it later. */}
        {hasRail && isWide ? (
          <Suspense fallback={null}>
            <RightRail />
          </Suspense>
        ) : null}
      </div>
      {me ? <BottomNav me={me} unreadCount={unreadCount} /> : <JoinButton />}
      <KeyboardShortcuts />
    </div>
  )
}
