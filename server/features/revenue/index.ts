// What other features and the scripts may use of verified revenue (scripts/check-boundaries.ts).

export { revenueConnectionsForExport } from './queries'
export { type RevenueDeps, revenueDepsFrom, sealedKeyPlace, syncProject } from './service'
