import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { emailPreferences } from '../../db/schema'

export type Recipient = {
  userId: string
  email: string
  row: typeof emailPreferences.$inferSelect
}

/**
 * The member an email would go to, with their preferences row locked for this transaction (two
 * runs for one member, e.g. a retried job, wait for each other). Null for a banned or deleted
 * member: they get nothing. The address is `user.email`, the confirmed one: a pending change
 * only applies once its link is opened (decision 008).
 */
export async function lockRecipient(tx: DbOrTx, userId: string): Promise<Recipient | null> {
  await tx.execute(sql`
    insert into email_preferences (user_id)
    select p.id from profiles p where p.id = ${userId} and not p.banned
    on conflict do nothing`)
  const result = await tx.execute<{ email: string; userId: string }>(sql`
    select u.email, p.id as "userId"
    from profiles p
    join "user" u on u.id = p.id
    join email_preferences e on e.user_id = p.id
    where p.id = ${userId} and not p.banned
    for update of e`)
  const found = result.rows[0]
  if (!found) return null
  const [row] = await tx
    .select()
    .from(emailPreferences)
    .where(sql`${emailPreferences.userId} = ${userId}`)
  return row ? { userId, email: found.email, row } : null
}

export async function markDigestSent(tx: DbOrTx, userId: string) {
  await tx.execute(
    sql`update email_preferences set last_digest_at = now() where user_id = ${userId}`,
  )
}

/** Whether a member's address still belongs to a member we may email (for the unsubscribe page). */
export async function memberExists(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from profiles where id = ${userId}`)
  return result.rows.length > 0
}
