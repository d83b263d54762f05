import { normaliseName } from './names'
import { limits } from './texts'

// Route segments a username may never take, so /{username} never shadows a screen.
export const RESERVED_USERNAMES = new Set([
  '404',
  'about',
  'admin',
  'api',
  'assets',
  'auth',
  'banned',
  'create-post',
  'explore',
  'feed',
  'forgot-password',
  'help',
  'launch',
  'launches',
  'login',
  'logout',
  'me',
  'media',
  'moderation',
  'notifications',
  'post',
  'posts',
  'privacy',
  'project',
  'projects',
  'reset-password',
  'root',
  'search',
  'settings',
  'signup',
  'static',
  'support',
  'tag',
  'terms',
  'user',
  'users',
  'www',
])

/**
 * The spec's normalisation (trim, lowercase, remove all whitespace), after NFKC and dropping
 * invisible code points, so 'alice\u200bapp' or fullwidth 'ａｌｉｃｅ' is the name it looks like.
 */
export function normaliseUsername(raw: string): string {
  return normaliseName(raw).toLowerCase().replace(/\s+/g, '')
}

const USERNAME_PATTERN = /^[a-z0-9_]+$/

/** Why a normalised username is unusable, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return 'Invalid username'
  if (username.length < limits.usernameMin || username.length > limits.usernameMax) {
    return `Username must be ${limits.usernameMin} to ${limits.usernameMax} characters`
  }
  if (!USERNAME_PATTERN.test(username)) {
    return 'Username may only contain letters, numbers and underscores'
  }
  if (RESERVED_USERNAMES.has(username)) return 'This username is not available'
  return null
}
