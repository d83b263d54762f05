import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    bio: text('bio'),
    location: text('location'),
    avatarUrl: text('avatar_url'),
    banned: boolean('banned').notNull().default(false),
    role: text('role', { enum: ['member', 'moderator'] })
      .notNull()
      .default('member'),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${t.username})`),
    index('profiles_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('profiles_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The hiding rules read the (small) set of banned ids on every list.
    index('profiles_banned_idx').on(t.id).where(sql`${t.banned}`),
    // Explore's new makers walk the newest members (ids in byte order, as its cursor compares).
    index('profiles_created_idx').on(t.createdAt, sql`${t.id} collate "C"`),
    check('profiles_bio_length', sql`char_length(${t.bio}) <= 160`),
    check('profiles_role_valid', sql`${t.role} in ('member', 'moderator')`),
    check('profiles_report_count_nonnegative', sql`${t.reportCount} >= 0`),
  ],
)

export const profileLinks = pgTable(
  'profile_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_links_user_idx').on(t.userId, t.position),
    check('profile_links_url_http', sql`${t.url} ~* '^https?://'`),
  ],
)

export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_pair_key').on(t.followerId, t.followingId),
    index('follows_following_idx').on(t.followingId, t.createdAt),
    index('follows_follower_idx').on(t.followerId, t.createdAt),
    check('follows_no_self_follow', sql`${t.followerId} <> ${t.followingId}`),
  ],
)
