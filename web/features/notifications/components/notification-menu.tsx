import { lazy, Suspense, useState } from 'react'
import { NotificationMenuButton } from './notification-menu-button'
import type { NotificationMenuProps } from './notification-menu-dropdown'

// The menu, its dialogs and their positioning library load on first use, not with the list (as
// a post's menu does, posts/components/post-menu.tsx).
const loadDropdown = () => import('./notification-menu-dropdown')
const NotificationMenuDropdown = lazy(loadDropdown)

/** A notification's options button; the first press loads the real menu and opens it. */
export function NotificationMenu(props: NotificationMenuProps) {
  const [isWanted, setIsWanted] = useState(false)
  if (!isWanted) {
    return (
      <NotificationMenuButton
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setIsWanted(true)}
      />
    )
  }
  return (
    <Suspense fallback={<NotificationMenuButton aria-busy />}>
      <NotificationMenuDropdown {...props} />
    </Suspense>
  )
}
