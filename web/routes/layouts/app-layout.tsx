import { BottomNav } from '@web/features/navigation/components/bottom-nav'
import { JoinButton } from '@web/features/navigation/components/join-button'
import { SideNav } from '@web/features/navigation/components/side-nav'
import { TopBar } from '@web/features/navigation/components/top-bar'
import { useUnreadCount } from '@web/features/notifications/api'
import { KeyboardShortcuts } from '@web/features/shortcuts/components/keyboard-shortcuts'
import { cn } from '@web/lib/cn'
import { useMe } from '@web/lib/session'
import { Outlet } from 'react-router'

/**
 * The shared navigation: top bar everywhere, then either the member's bottom bar (phones and
 * tablets) or side navigation (1024 px and wider), or the visitor's floating join button.
 */
export function AppLayout() {
  const me = useMe() ?? null
  const unreadCount = useUnreadCount(me !== null)

  return (
    <div className="min-h-dvh">
      <TopBar me={me} />
      {/* lg: side nav + content; xl: equal side columns so the content sits mid-screen. */}
      <div
        className={cn(
          'mx-auto max-w-[1200px] lg:px-6',
          me && 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[1fr_640px_1fr]',
        )}
      >
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
          className="mx-auto w-full max-w-[640px] min-w-0 px-4 pt-5 pb-28 focus:outline-none lg:px-0 lg:pt-6 lg:pb-12"
        >
          <Outlet />
        </main>
      </div>
      {me ? <BottomNav me={me} unreadCount={unreadCount} /> : <JoinButton />}
      <KeyboardShortcuts />
    </div>
  )
}
