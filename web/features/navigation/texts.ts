import { PRODUCT_NAME } from '@common/texts'

// The shared navigation's English (README: Texts).
export const navigationTexts = {
  main: 'Main navigation',
  visitor: 'Site',
  home: 'Home',
  explore: 'Explore',
  launches: 'Launches',
  search: 'Search',
  notifications: 'Notifications',
  notificationsUnread: (badge: string) => `Notifications, ${badge} unread`,
  brandLink: (isMember: boolean) => `${PRODUCT_NAME} ${isMember ? 'feed' : 'home'}`,
  invitation: 'Invitation',
  join: `Join ${PRODUCT_NAME}`,
} as const
