import type { Me } from '@common/auth'
import { postScreenTexts } from '@common/post-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import { ShortcutSheetButton } from '@web/features/shortcuts/components/shortcut-sheet-button'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { PenSquare, Settings } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { navigationTexts } from '../texts'
import { sideNavItems } from './nav-items'
import { notificationsLabel, UnreadBadge } from './unread-badge'

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-full px-4 py-2.5 text-[0.9375rem] transition-colors hover:bg-hover',
    isActive ? 'font-semibold text-foreground' : 'text-muted-foreground hover:text-foreground',
  )

/** The desktop navigation (1024 px and wider), members only. */
export function SideNav({ me, unreadCount }: { me: Me; unreadCount: number }) {
  return (
    <nav aria-label={navigationTexts.main} className="hidden lg:block">
      <ul className="grid gap-1">
        {sideNavItems.map(({ label, to, icon: Icon, isNotifications }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={itemClassName}
              aria-label={isNotifications ? notificationsLabel(unreadCount) : undefined}
            >
              {({ isActive }) => (
                <>
                  <span className="relative">
                    <Icon className="size-5" strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                    {isNotifications ? (
                      <UnreadBadge count={unreadCount} className="absolute -top-2 left-2.5" />
                    ) : null}
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink
            to={me.username ? paths.profile(me.username) : paths.home()}
            className={itemClassName}
          >
            <Avatar
              src={me.avatarUrl}
              name={me.name || me.username}
              size="xs"
              className="-mx-0.5"
            />
            {uiTexts.profile}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.settings()} className={itemClassName}>
            {({ isActive }) => (
              <>
                <Settings className="size-5" strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                {uiTexts.settings}
              </>
            )}
          </NavLink>
        </li>
      </ul>
      <Button asChild size="lg" className="mt-4 w-full">
        <Link to={paths.createPost()}>
          <PenSquare aria-hidden />
          {postScreenTexts.newPost}
        </Link>
      </Button>
      <ShortcutSheetButton className="mt-3 w-full" />
    </nav>
  )
}
