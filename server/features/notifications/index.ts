// What other features may use of notifications (scripts/check-boundaries.ts): import from
// '../notifications' only.
export { countUnreadOf } from './queries'
export { type NewNotification, recordNotifications } from './record/queries'
export { announceNotifications, notificationEvents } from './service'
