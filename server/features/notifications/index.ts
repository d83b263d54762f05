// What other features may use of notifications (scripts/check-boundaries.ts): import from
// '../notifications' only.
export { launchOf } from './list/grouping'
export { countUnreadOf } from './queries'
export {
  type NewNotification,
  recordNotifications,
  withdrawNotifications,
} from './record/queries'
export { announceNotifications, notificationEvents } from './service'
