// What other features use of auth besides its components (scripts/check-boundaries.ts).
export { useRequestPasswordReset, useSignOut } from './api'
