import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    /** A post, comment or project uuid, or a profile's user id. */
    reportedId: text('reported_id').notNull(),
    reason: text('reason'),
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
