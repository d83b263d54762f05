import { eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { account, passkey, user } from '../../db/schema'

/** How a member can sign in: their password and provider accounts by provider id, and passkeys. */
export type WaysIn = { accounts: string[]; passkeys: number }

export async function waysInOf(db: DbOrTx, userId: string): Promise<WaysIn> {
  const accounts = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId))
  const [passkeys] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkey)
    .where(eq(passkey.userId, userId))
  return { accounts: accounts.map((row) => row.providerId), passkeys: passkeys?.n ?? 0 }
}

/** Whether another way in remains once one of them (a provider account or a passkey) goes. */
export const anotherWayIn = (ways: WaysIn) => ways.accounts.length + ways.passkeys > 1

/**
 * Runs a removal of a way in (unlinking a provider, removing a passkey) with the member's ways
 * counted under a lock on their user row: two removals at once cannot both take the last one.
 */
export function withWaysIn<T>(
  db: Db,
  userId: string,
  change: (tx: DbOrTx, ways: WaysIn) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
    return change(tx, await waysInOf(tx, userId))
  })
}
