import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { milestoneTextMax } from '../../../common/milestones'
import { posts } from './posts'
import { profiles } from './profiles'
import { projects } from './projects'

/**
 * A post that is an update of a project (decision 026): the post stays an ordinary post (feeds,
 * likes, comments, reports), this row links it to the project and, for a milestone, says which.
 * The update goes with its post; a deleted project leaves its updates as plain posts.
 * `created_at` copies the post's, so the Updates tab walks this table's own index.
 */
export const projectUpdates = pgTable(
  'project_updates',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneKind: text('milestone_kind'),
    /** Users reached, or MRR reached in whole dollars. */
    milestoneValue: integer('milestone_value'),
    milestoneText: text('milestone_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('project_updates_page_idx').on(t.projectId, t.createdAt, t.postId),
    index('project_updates_milestone_idx')
      .on(t.projectId, t.createdAt, t.postId)
      .where(sql`${t.milestoneKind} is not null`),
    check(
      'project_updates_milestone_shape',
      sql`(${t.milestoneKind} is null and ${t.milestoneValue} is null and ${t.milestoneText} is null)
        or (${t.milestoneKind} in ('launched', 'first_user', 'first_paying_customer') and ${t.milestoneValue} is null and ${t.milestoneText} is null)
        or (${t.milestoneKind} in ('users', 'mrr') and ${t.milestoneValue} > 0 and ${t.milestoneText} is null)
        or (${t.milestoneKind} = 'custom' and ${t.milestoneValue} is null and char_length(btrim(${t.milestoneText})) between 1 and ${sql.raw(String(milestoneTextMax))})`,
    ),
  ],
)

/** Members following a project's updates (separate from bookmarks, which are private saves). */
export const projectFollows = pgTable(
  'project_follows',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.memberId] }),
    // The owner's followers list, newest first (keyset).
    index('project_follows_page_idx').on(t.projectId, t.createdAt, t.memberId),
    // The Following feed's check and the member's export.
    index('project_follows_member_idx').on(t.memberId, t.projectId),
  ],
)

/**
 * Each change of a project's users or MRR, with its date (issue 17 §3): written by a trigger on
 * projects (migration 0018) whoever writes, never edited; a wrong entry is corrected by a new
 * one. The project keeps its current numbers in its own columns.
 */
export const projectMetrics = pgTable(
  'project_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    /** In major units (dollars, euros; yen as they are), as the project's own MRR. */
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    /**
     * 'self_reported' (typed by a maker, written by the trigger) or 'verified' (read from the
     * connected payment provider by a sync, issue 33 §3; 'mrr' per currency and 'customers').
     */
    source: text('source').notNull().default('self_reported'),
    /** A verified MRR point's currency (ISO 4217, lower case); null otherwise. */
    currency: text('currency'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One series' page: the self-reported or the verified points of one metric.
    index('project_metrics_page_idx').on(t.projectId, t.metric, t.source, t.recordedAt, t.id),
    check('project_metrics_metric', sql`${t.metric} in ('users', 'mrr', 'customers')`),
    check('project_metrics_source', sql`${t.source} in ('self_reported', 'verified')`),
    check(
      'project_metrics_currency',
      sql`(${t.currency} is null) = (${t.source} = 'self_reported' or ${t.metric} <> 'mrr')`,
    ),
    check('project_metrics_value_nonnegative', sql`${t.value} >= 0`),
  ],
)
