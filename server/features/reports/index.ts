// What other features may use of reports (scripts/check-boundaries.ts): import from '../reports' only.
export { announceVisibilityChange } from './service'
export { isPlausibleId, readReportCount } from './target-queries'
