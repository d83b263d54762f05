import type { Db } from '../../../db/client'
import { verifyPassword } from './hashing'
import { passwordHashOf } from './queries'

/**
 * Whether `password` is the member's: checked before a step that spends something (a backup
 * code) so a mistyped password costs nothing.
 */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const hash = await passwordHashOf(db, userId)
  if (!hash) return false
  return verifyPassword({ hash, password })
}
