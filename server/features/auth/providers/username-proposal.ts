import { limits } from '@common/texts'
import { normaliseUsername, usernameProblem } from '@common/username'
import type { Db } from '../../../db/client'
import { isUsernameTaken } from '../auth'

/** What the spec's rules make of a provider's name: letters, digits and underscores. */
function usernameStem(raw: string): string {
  return normaliseUsername(raw)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, limits.usernameMax)
}

/**
 * A free username for an account a provider created (issue 18 §4): from the provider's
 * username or name, else the email's local part, with a number when taken. The member sees it
 * on /welcome and may change it before going on.
 */
export async function proposeUsername(db: Db, candidates: Array<string | null | undefined>) {
  const stems = candidates.map((raw) => usernameStem(raw ?? '')).filter(Boolean)
  let stem = stems.find((candidate) => !usernameProblem(candidate)) ?? stems[0] ?? 'maker'
  if (stem.length < limits.usernameMin) stem = `${stem}_maker`.replace(/^_/, '')
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix =
      attempt === 0 ? '' : String(attempt < 10 ? attempt + 1 : Math.floor(Math.random() * 1e6))
    const name = `${stem.slice(0, limits.usernameMax - suffix.length)}${suffix}`
    if (!usernameProblem(name) && !(await isUsernameTaken(db, name))) return name
  }
  return `maker_${Date.now().toString(36)}`
}
