import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './profiles'
import type { StoredImage } from './stored-image'

/**
 * A member's unsent posts (decision 030): kept as they type, with images once uploaded. One with
 * `scheduled_at` is published by the job queue at that time (and the row goes with it).
 */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Drafts list: a member's newest first (scanned backwards, as posts_feed_idx).
    index('drafts_author_idx').on(t.userId, t.updatedAt, t.id),
    check('drafts_content_length', sql`char_length(${t.content}) <= 5000`),
  ],
)
