// What other features use of auth besides its components (scripts/check-boundaries.ts).
export { useSignOut } from './api'
