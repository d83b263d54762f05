import { paths } from '@web/lib/paths'
import { Bell, House, type LucideIcon, Search } from 'lucide-react'

export type NavItem = { label: string; to: string; icon: LucideIcon; isNotifications?: boolean }

/** The signed-in destinations shared by the bottom bar and the side navigation. */
export const primaryNavItems: NavItem[] = [
  { label: 'Home', to: paths.feed(), icon: House },
  { label: 'Search', to: paths.search(), icon: Search },
  { label: 'Notifications', to: paths.notifications(), icon: Bell, isNotifications: true },
]
