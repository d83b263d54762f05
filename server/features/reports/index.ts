// What other features may use of reports (scripts/check-boundaries.ts): import from '../reports' only.

export { isPlausibleId, readReportCount } from './queries'
export { announceVisibilityChange } from './service'
