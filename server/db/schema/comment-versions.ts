import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { comments } from './posts'

/**
 * A comment's earlier texts, one row per edit, as post_versions keeps a post's (decision 039):
 * what it said from `written_at` until an edit replaced it at `replaced_at`. They go with the
 * comment, and with its text when its author deletes it and it stays as a tombstone.
 */
export const commentVersions = pgTable(
  'comment_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comment_versions_comment_idx').on(t.commentId, t.replacedAt, t.id),
    check('comment_versions_content_length', sql`char_length(${t.content}) <= 2000`),
  ],
)
