// What other features use of notifications besides its components (scripts/check-boundaries.ts).
export { notificationKeys } from './api'
