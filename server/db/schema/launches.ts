import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { launchLimits } from '../../../common/launch-texts'
import { posts } from './posts'
import { profiles } from './profiles'
import { projects } from './projects'

const launchStates = ['scheduled', 'live', 'ended', 'cancelled', 'disqualified'] as const

/**
 * A project's launch day (issue 32, decision 046). The day starts at 00:00 UTC; the job queue
 * opens it (live) and ends it, freezing the ranks. One launch per project in any 30 days is
 * kept under the project's row lock (launches/service.ts), cancelled ones aside. The counts are
 * kept by triggers on launch_votes (migration 0037), never counted on a read.
 */
export const launches = pgTable(
  'launches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The maker who scheduled it; kept null once they delete their account. */
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    day: date('day').notNull(),
    /** The Monday of the launch's week (weeks run Monday 00:00 UTC to Monday), for its leaderboard. */
    week: date('week').notNull().generatedAlwaysAs(sql`day - (extract(isodow from day)::int - 1)`),
    tagline: text('tagline').notNull(),
    /** The project's category when scheduled (a topic), and up to 3 tags of the maker's. */
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Ids of the project's gallery images shown, in order; an image removed since drops out. */
    galleryImageIds: uuid('gallery_image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The maker's first comment: the first comment of the thread once the launch opens. */
    firstComment: text('first_comment').notNull(),
    state: text('state', { enum: launchStates }).notNull().default('scheduled'),
    disqualifiedReason: text('disqualified_reason'),
    votesCount: integer('votes_count').notNull().default(0),
    countedVotesCount: integer('counted_votes_count').notNull().default(0),
    dayRank: integer('day_rank'),
    weekRank: integer('week_rank'),
    /** The post carrying the launch's thread (decision 046), written when the launch opens. */
    threadPostId: uuid('thread_post_id').references(() => posts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A day's and a week's leaderboards walk this backwards: best counted first.
    index('launches_rank_idx').on(t.day, t.countedVotesCount, t.votesCount, t.id),
    // A week's leaderboard walks this backwards and stops after a page (ranked launches only).
    index('launches_week_rank_idx')
      .on(t.week, t.countedVotesCount, t.votesCount, t.id)
      .where(sql`${t.state} in ('live', 'ended')`),
    // The 30-day rule and a project's launches.
    index('launches_project_idx').on(t.projectId, t.day),
    // The jobs find the launches to open and to end; Upcoming walks it in day order.
    index('launches_pending_idx').on(t.day, t.id).where(sql`${t.state} in ('scheduled', 'live')`),
    index('launches_thread_post_idx').on(t.threadPostId),
    check(
      'launches_tagline_length',
      sql`char_length(${t.tagline}) between 1 and ${sql.raw(String(launchLimits.taglineMax))}`,
    ),
    check(
      'launches_tags_max',
      sql`cardinality(${t.tags}) <= ${sql.raw(String(launchLimits.tagsMax))}`,
    ),
    check(
      'launches_gallery_max',
      sql`cardinality(${t.galleryImageIds}) <= ${sql.raw(String(launchLimits.galleryMax))}`,
    ),
    check(
      'launches_first_comment_length',
      sql`char_length(${t.firstComment}) between 1 and ${sql.raw(String(launchLimits.firstCommentMax))}`,
    ),
    check(
      'launches_disqualified_reason',
      sql`(${t.state} = 'disqualified') = (${t.disqualifiedReason} is not null)`,
    ),
    check('launches_votes_nonnegative', sql`${t.votesCount} >= 0 and ${t.countedVotesCount} >= 0`),
    check('launches_counted_within_votes', sql`${t.countedVotesCount} <= ${t.votesCount}`),
  ],
)

/** The project's makers launching it, shown on the launch; their votes never count. */
export const launchMakers = pgTable(
  'launch_makers',
  {
    launchId: uuid('launch_id')
      .notNull()
      .references(() => launches.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.launchId, t.memberId] }),
    index('launch_makers_member_idx').on(t.memberId),
  ],
)

/**
 * One vote per member per launch. `counted` is decided when the vote is cast (the rule in
 * launchTexts.countedRule) and is what ranks; deleting an account removes its votes.
 */
export const launchVotes = pgTable(
  'launch_votes',
  {
    launchId: uuid('launch_id')
      .notNull()
      .references(() => launches.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    counted: boolean('counted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.launchId, t.memberId] }),
    // The voters list, newest first, and a member's own votes (export, deletion).
    index('launch_votes_launch_idx').on(t.launchId, t.createdAt, t.memberId),
    index('launch_votes_member_idx').on(t.memberId),
  ],
)

/** "Notify me": told when the launch opens. */
export const launchNotifyRequests = pgTable(
  'launch_notify_requests',
  {
    launchId: uuid('launch_id')
      .notNull()
      .references(() => launches.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.launchId, t.memberId] }),
    index('launch_notify_requests_member_idx').on(t.memberId),
  ],
)
