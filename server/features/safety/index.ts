// What other features use of the safety feature (issue 31). The hiding rules and the block checks
// live in server/policy (shield.ts, applied by visibility.ts), so every surface obeys them unasked.
export { findShieldState } from './queries'
