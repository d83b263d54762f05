// What other features use of follows besides its components (scripts/check-boundaries.ts).
export { connectionsQueryOptions, useSetFollow } from './api'
