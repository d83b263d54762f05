// What other features may use of email notifications (scripts/check-boundaries.ts).
export { findPreferences as findEmailPreferences } from './queries'
