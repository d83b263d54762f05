import { BottomNav } from '@web/features/navigation/components/bottom-nav'
import { JoinButton } from '@web/features/navigation/components/join-button'
import { SideNav } from '@web/features/navigation/components/side-nav'
import { TopBar } from '@web/features/navigation/components/top-bar'
import { useUnreadCount } from '@web/features/notifications/api'
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
      <div className="mx-auto grid max-w-[1160px] lg:grid-cols-[minmax(0,1fr)_minmax(0,640px)_minmax(0,1fr)] lg:gap-8 lg:px-6">
        <aside className="hidden lg:block">
          {me ? (
            <div className="sticky top-14 ml-auto w-60 py-6">
              <SideNav me={me} unreadCount={unreadCount} />
            </div>
          ) : null}
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 px-4 pt-5 pb-28 focus:outline-none lg:px-0 lg:pt-6 lg:pb-12"
        >
          <Outlet />
        </main>
      </div>
      {me ? <BottomNav me={me} unreadCount={unreadCount} /> : <JoinButton />}
    </div>
  )
}
