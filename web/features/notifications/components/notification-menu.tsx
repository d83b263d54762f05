import { LazyMenu } from '@web/components/lazy-menu'
import { lazy } from 'react'
import { NotificationMenuButton } from './notification-menu-button'
import type { NotificationMenuProps } from './notification-menu-dropdown'

const loadDropdown = () => import('./notification-menu-dropdown')
const NotificationMenuDropdown = lazy(loadDropdown)

/** A notification's options button; the first press loads the real menu and opens it. */
export function NotificationMenu(props: NotificationMenuProps) {
  return (
    <LazyMenu load={loadDropdown} button={(events) => <NotificationMenuButton {...events} />}>
      <NotificationMenuDropdown {...props} />
    </LazyMenu>
  )
}
