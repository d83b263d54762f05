import { paths } from '@web/lib/paths'
import { Bell, Compass, House, type LucideIcon, Rocket, Search } from 'lucide-react'
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

/**
 * The desktop side navigation has room for Launches after Explore; the bottom bar keeps its four
 * (phones reach the launches from Explore's "Today's launches").
 */
export const sideNavItems: NavItem[] = [
  ...primaryNavItems.slice(0, 2),
  { label: navigationTexts.launches, to: paths.launches(), icon: Rocket },
  ...primaryNavItems.slice(2),
]
