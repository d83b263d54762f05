// What other features may use of profiles (scripts/check-boundaries.ts): import from
// '../profiles' only.
export { findProfileRef, followersCountSql, profileIdSql } from './queries'
export { resolveProfile } from './service'
