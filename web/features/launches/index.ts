// What other features use of launches besides its components (scripts/check-boundaries.ts).
export { launchKeys, setLaunchCountsInCaches } from './api'
