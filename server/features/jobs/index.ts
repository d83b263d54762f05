// What other features may use of the job queue (scripts/check-boundaries.ts).
export type { JobQueue } from './queue'
