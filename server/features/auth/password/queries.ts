import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { account, verification } from '../../../db/schema'

/** The member's password hash; null without a password (a provider or passkey only). */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1)
  return row?.hash ?? null
}

/**
 * better-auth keeps each reset link as a `verification` row `reset-password:<token>` whose value
 * is the user id. Once the password changed (by reset or in settings), none may set it again.
 */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')))
}
