import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { profiles } from './profiles'
import { tsvector } from './tsvector'

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name as it is mentioned: whitespace removed, lowercased (ARCHITECTURE.md). */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(regexp_replace(name, '\\s', '', 'g'))`),
    tagline: text('tagline').notNull(),
    category: text('category'),
    description: text('description'),
    websiteUrl: text('website_url'),
    appStoreUrl: text('app_store_url'),
    googlePlayUrl: text('google_play_url'),
    launchedDate: date('launched_date'),
    mrr: numeric('mrr', { precision: 14, scale: 2 }),
    userCount: integer('user_count'),
    logoUrl: text('logo_url'),
    techStack: text('tech_stack').array().notNull().default(sql`'{}'::text[]`),
    reportCount: integer('report_count').notNull().default(0),
    /**
     * Followers as the project page counts them (banned members left out) and bookmarks, kept by
     * triggers from the rows (migration 0030): Explore's "most followed" and "most bookmarked"
     * orders walk an index on them instead of counting every project's rows per request.
     */
    followerCount: integer('follower_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Full-text search over name (weight A), tagline and category (B) and description (C), kept
     * by PostgreSQL itself (decision 033).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, tagline), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    index('projects_search_idx').using('gin', t.searchVector),
    uniqueIndex('projects_name_key_key').on(t.nameKey),
    index('projects_owner_idx').on(t.userId, t.createdAt, t.id),
    // Explore's newest and recently updated orders walk these backwards.
    index('projects_created_idx').on(t.createdAt, t.id),
    index('projects_updated_idx').on(t.updatedAt, t.id),
    // The other orders, in the exact shapes of Explore's sort keys (a missing value sorts as -1).
    index('projects_mrr_rank_idx').on(sql`coalesce(${t.mrr}, -1)`, t.id),
    index('projects_users_rank_idx').on(sql`coalesce(${t.userCount}, -1)`, t.id),
    index('projects_followers_rank_idx').on(t.followerCount, t.id),
    index('projects_bookmarks_rank_idx').on(t.bookmarkCount, t.id),
    // New this week: launched projects, the latest launch first.
    index('projects_launched_idx')
      .on(t.launchedDate, t.id)
      .where(sql`${t.launchedDate} is not null`),
    index('projects_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Search's first tier: names starting with the term, in name order (a range, byte order).
    index('projects_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    // Mention suggestions match `name_key like '%word%'` (@MyApp for 'My App').
    index('projects_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('projects_description_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
    check('projects_name_not_blank', sql`char_length(btrim(${t.name})) between 1 and 80`),
    check('projects_mrr_nonnegative', sql`${t.mrr} >= 0`),
    check('projects_user_count_nonnegative', sql`${t.userCount} >= 0`),
    check('projects_report_count_nonnegative', sql`${t.reportCount} >= 0`),
    check('projects_follower_count_nonnegative', sql`${t.followerCount} >= 0`),
    check('projects_bookmark_count_nonnegative', sql`${t.bookmarkCount} >= 0`),
  ],
)

export const projectBookmarks = pgTable(
  'project_bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_bookmarks_user_project_key').on(t.userId, t.projectId),
    index('project_bookmarks_user_idx').on(t.userId, t.createdAt, t.id),
    index('project_bookmarks_project_idx').on(t.projectId),
  ],
)
