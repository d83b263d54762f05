import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Each member's Following feed written ahead (fan-out on write, decision 020): one row per post of
 * a followed member, or of their own, created since the horizon. Filled and trimmed by triggers
 * and `trim_home_timelines` (migration 0013); the read still checks the follow and every hiding
 * rule, so a row left behind shows nothing. A page walks (member_id, created_at, post_id)
 * backwards: about 20 index entries, where the feed index walk checked ~1,500 posts per page.
 * No foreign keys: a post fans out to ~150 rows, each key check would cost more than the row;
 * triggers remove a deleted post's and a deleted member's rows.
 */
export const homeTimeline = pgTable(
  'home_timeline',
  {
    memberId: text('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    postId: uuid('post_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.createdAt, t.postId] }),
    // Trimming deletes by time; rows arrive in time order, so a block range index is enough.
    index('home_timeline_created_brin').using('brin', t.createdAt),
    // A deleted post leaves every timeline, even when its author's follows went first (cascades).
    index('home_timeline_post_idx').on(t.postId),
  ],
)

/**
 * The one row saying since when every timeline is complete: posts from then on are in their
 * followers' timelines, older ones are read from the posts themselves.
 */
export const homeTimelineHorizon = pgTable(
  'home_timeline_horizon',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [check('home_timeline_horizon_one_row', sql`${t.onlyRow}`)],
)
