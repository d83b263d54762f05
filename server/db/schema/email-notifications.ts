import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'

/**
 * A member's email choices (decision 031). No row means the defaults (digest on): the migration
 * wrote a row with the digest off for every member who existed before it, so only new members
 * start opted in. Each kind is 'off', 'immediate' (batched, one email per 15 minutes at most)
 * or 'digest' (in the weekly email).
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    follows: text('follows').notNull().default('immediate'),
    comments: text('comments').notNull().default('immediate'),
    mentions: text('mentions').notNull().default('immediate'),
    likes: text('likes').notNull().default('digest'),
    projectUpdates: text('project_updates').notNull().default('digest'),
    digest: boolean('digest').notNull().default(true),
    /** IANA name from the browser (Intl); the digest goes out in this zone's morning. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Notifications up to here were considered for an immediate email (sent or not). */
    lastBatchAt: timestamp('last_batch_at', { withTimezone: true }),
    /** When the last immediate email was stored for sending: the next waits 15 minutes from it. */
    lastBatchEmailAt: timestamp('last_batch_email_at', { withTimezone: true }),
    /** The last digest considered (sent, or skipped as empty). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'email_preferences_modes',
      sql`${t.follows} in ('off', 'immediate', 'digest') and ${t.comments} in ('off', 'immediate', 'digest')
        and ${t.mentions} in ('off', 'immediate', 'digest') and ${t.likes} in ('off', 'immediate', 'digest')
        and ${t.projectUpdates} in ('off', 'immediate', 'digest')`,
    ),
  ],
)
