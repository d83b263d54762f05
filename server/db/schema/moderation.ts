import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { reportNoteMax, reportReasons } from '../../../common/report-texts'
import { profiles } from './profiles'

export const reportedTypes = ['post', 'profile', 'project', 'comment'] as const

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportedType: text('reported_type', { enum: reportedTypes }).notNull(),
    /** A post, comment or project uuid (lower case), or a profile's user id. */
    reportedId: text('reported_id').notNull(),
    /** Why (issue 31): spam, harassment, impersonation, misleading-metrics or other; null before. */
    reason: text('reason'),
    /** The reporter's words, asked for with `other`. */
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    reviewedBy: text('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_once_per_user_key').on(t.userId, t.reportedType, t.reportedId),
    index('reports_target_idx').on(t.reportedType, t.reportedId),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check(
      'reports_type_valid',
      sql`${t.reportedType} in ('post', 'profile', 'project', 'comment')`,
    ),
    check('reports_status_valid', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    // The reasons and the note's length the API accepts (common/report-texts.ts: changing them
    // there means a new migration, `npm run db:generate`); a report from before reasons has none.
    check(
      'reports_reason_valid',
      sql`${t.reason} in (${sql.raw(reportReasons.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    check('reports_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(reportNoteMax))}`),
    // One spelling per item, so (user, type, id) is unique per item: a uuid as PostgreSQL
    // prints it (lower case); a profile's user id is case-sensitive and kept as it is.
    check(
      'reports_reported_id_canonical',
      sql`${t.reportedType} = 'profile' or ${t.reportedId} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    ),
  ],
)

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    email: text('email'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_message_length', sql`char_length(btrim(${t.message})) between 1 and 5000`),
  ],
)

/** What a moderator did and when: the moderation history. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: text('moderator_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['dismiss', 'remove', 'ban', 'unban', 'disqualify', 'void_votes'],
    }).notNull(),
    targetType: text('target_type', { enum: reportedTypes }).notNull(),
    targetId: text('target_id').notNull(),
    /** The author or profile acted upon, kept for the history after the content is gone. */
    subjectUserId: text('subject_user_id'),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_recent_idx').on(t.createdAt, t.id),
    check(
      'moderation_actions_action_valid',
      sql`${t.action} in ('dismiss', 'remove', 'ban', 'unban', 'disqualify', 'void_votes')`,
    ),
  ],
)
