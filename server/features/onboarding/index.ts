// What other features use of onboarding (scripts/check-boundaries.ts).
export { findOnboardingForExport } from './queries'
