// What other features may use of notifications (scripts/check-boundaries.ts): import from
// '../notifications' only.
export { countUnreadOf } from './queries'
export { announceNotifications, notificationEvents } from './service'
export { type NewNotification, recordNotifications } from './write-queries'
