// What other features and the scripts may use of verified revenue (scripts/check-boundaries.ts).

export { revenueConnectionsForExport } from './queries'
export { resealStoredKeys, revenueDepsFrom, syncProject } from './service'
