import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { account } from '../../db/schema'
import { verifyPassword } from './password-hashing'

/**
 * Whether `password` is the member's: checked before a step that spends something (a backup
 * code) so a mistyped password costs nothing.
 */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1)
  if (!row?.hash) return false
  return verifyPassword({ hash: row.hash, password })
}
