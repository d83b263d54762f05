import { paths } from '@web/lib/paths'
import { Bell, Compass, House, type LucideIcon, Search } from 'lucide-react'
import { navigationTexts } from '../texts'

export type NavItem = { label: string; to: string; icon: LucideIcon; isNotifications?: boolean }

/** The signed-in destinations shared by the bottom bar and the side navigation. */
export const primaryNavItems: NavItem[] = [
  { label: navigationTexts.home, to: paths.feed(), icon: House },
  { label: navigationTexts.explore, to: paths.explore(), icon: Compass },
  { label: navigationTexts.search, to: paths.search(), icon: Search },
  {
    label: navigationTexts.notifications,
    to: paths.notifications(),
    icon: Bell,
    isNotifications: true,
  },
]
