// What other features may use of auth (scripts/check-boundaries.ts): import from '../auth' only.
export { type Auth, EMAIL_LINK_LIFETIME_SECONDS, isUsernameTaken } from './auth'
export { rememberEmailChangeSession } from './email-change/queries'
export { passwordMatches } from './password/check'
export { toFetchHeaders } from './routes'
export { securityExport } from './security-log/export'
