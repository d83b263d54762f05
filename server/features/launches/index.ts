// What other features may use of launches (scripts/check-boundaries.ts): import from
// '../launches' only.

export { launchRowsForExport } from './queries'
