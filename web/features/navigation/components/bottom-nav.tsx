import type { Me } from '@common/auth'
import { Avatar } from '@web/components/ui/avatar'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { NavLink } from 'react-router'
import { navigationTexts } from '../texts'
import { primaryNavItems } from './nav-items'
import { notificationsLabel, UnreadBadge } from './unread-badge'

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex h-12 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.6875rem] font-medium transition-colors',
    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
  )

/** The phone and tablet navigation: fixed to the bottom, members only. */
export function BottomNav({ me, unreadCount }: { me: Me; unreadCount: number }) {
  return (
    <nav
      aria-label={navigationTexts.main}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      {/* A container: with large text the labels give way to the icons (each link keeps its name). */}
      <ul className="@container mx-auto flex max-w-[640px] items-center gap-1 px-2 py-1">
        {primaryNavItems.map(({ label, to, icon: Icon, isNotifications }) => (
          <li key={to} className="flex flex-1">
            <NavLink
              to={to}
              className={itemClassName}
              aria-label={isNotifications ? notificationsLabel(unreadCount) : label}
            >
              {({ isActive }) => (
                <>
                  <span className="relative">
                    <Icon className="size-6" strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                    {isNotifications ? (
                      <UnreadBadge count={unreadCount} className="absolute -top-1.5 left-3.5" />
                    ) : null}
                  </span>
                  <span aria-hidden className="hidden @min-[18rem]:block">
                    {label}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <NavLink
            to={me.username ? paths.profile(me.username) : paths.home()}
            className={itemClassName}
          >
            {({ isActive }) => (
              <>
                {/* Named by its text, not aria-label: axe 4.14 wants the avatar's visible initials
                    in an aria-label, so the avatar is hidden and the text names the link. */}
                <span aria-hidden className="contents">
                  <Avatar
                    src={me.avatarUrl}
                    name={me.name || me.username}
                    size="xs"
                    className={cn(isActive && 'ring-2 ring-foreground')}
                  />
                </span>
                <span className="sr-only @min-[18rem]:not-sr-only">{uiTexts.profile}</span>
              </>
            )}
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
