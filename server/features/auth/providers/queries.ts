import { and, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../../db/client'
import { account } from '../../../db/schema'

/** The account's ways in: its credential (password) and provider accounts. */
export function accountRows(db: Db, userId: string) {
  return db
    .select({
      providerId: account.providerId,
      accountId: account.accountId,
      createdAt: account.createdAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
}

export async function deleteProviderAccount(db: DbOrTx, userId: string, providerId: string) {
  const deleted = await db
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .returning({ id: account.id })
  return deleted.length > 0
}
