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
