import {
  type EmailKind,
  type EmailMode,
  type EmailPreferences,
  emailKinds,
  type UpdateEmailPreferences,
} from '@common/email-preferences'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { emailPreferences } from '../../db/schema'

/** A member without a row has the table's defaults (a new member: digest on). */
const defaults: EmailPreferences = {
  follows: 'immediate',
  comments: 'immediate',
  mentions: 'immediate',
  likes: 'digest',
  projectUpdates: 'digest',
  digest: true,
  timeZone: 'UTC',
}

type PreferenceRow = typeof emailPreferences.$inferSelect

export function toPreferences(row: PreferenceRow | undefined): EmailPreferences {
  if (!row) return { ...defaults }
  const modes = Object.fromEntries(emailKinds.map((kind) => [kind, row[kind] as EmailMode]))
  return { ...(modes as Record<EmailKind, EmailMode>), digest: row.digest, timeZone: row.timeZone }
}

export async function findPreferences(db: DbOrTx, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId))
  return toPreferences(row)
}

/** Writes the given fields (the row is created with the defaults for the others). */
export async function savePreferences(
  db: DbOrTx,
  userId: string,
  changes: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning()
  return toPreferences(row)
}

/** Every kind now sent 'immediate' becomes 'off' (the batched emails' unsubscribe link). */
export async function stopImmediateEmails(db: DbOrTx, userId: string): Promise<void> {
  const off = (column: string) =>
    sql.raw(`case when ${column} = 'immediate' then 'off' else ${column} end`)
  await db
    .insert(emailPreferences)
    .values({
      userId,
      follows: 'off',
      comments: 'off',
      mentions: 'off',
      likes: 'digest',
      projectUpdates: 'digest',
    })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: {
        follows: off('email_preferences.follows'),
        comments: off('email_preferences.comments'),
        mentions: off('email_preferences.mentions'),
        likes: off('email_preferences.likes'),
        projectUpdates: off('email_preferences.project_updates'),
        updatedAt: sql`now()`,
      },
    })
}

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
