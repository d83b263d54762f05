import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { limits } from '../../../common/limits'
import { profiles } from './profiles'
import type { StoredImage } from './stored-image'
import { tsvector } from './tsvector'

export type PostMentions = { users: string[]; projects: string[] }

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    mentions: jsonb('mentions')
      .$type<PostMentions>()
      .notNull()
      .default({ users: [], projects: [] }),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    reportCount: integer('report_count').notNull().default(0),
    /**
     * Comments no rule hides from everyone (author not banned, fewer reports than the threshold),
     * kept by triggers (migration 0011); each viewer's own exceptions are applied when read
     * (server/policy/comment-count.ts).
     */
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit by its author; null for a post never edited (earlier texts: post_versions). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Who may comment (issue 31): everyone, people the author follows, people it mentions. */
    replyRule: text('reply_rule', { enum: ['everyone', 'following', 'mentioned'] })
      .notNull()
      .default('everyone'),
    /** The words of the text for full-text search, kept by PostgreSQL itself (decision 033). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, content)`),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.searchVector),
    // Ascending on purpose: scanned backwards they serve ORDER BY created_at DESC, id DESC
    // (drizzle's .desc() means DESC NULLS LAST, which that ORDER BY cannot use).
    index('posts_feed_idx').on(t.createdAt, t.id),
    index('posts_author_idx').on(t.userId, t.createdAt, t.id),
    index('posts_mentions_idx').using('gin', sql`${t.mentions} jsonb_path_ops`),
    index('posts_hashtags_idx').using('gin', t.hashtags),
    check('posts_content_length', sql`char_length(${t.content}) <= 5000`),
    check('posts_report_count_nonnegative', sql`${t.reportCount} >= 0`),
    check('posts_comment_count_nonnegative', sql`${t.commentCount} >= 0`),
  ],
)

/**
 * A post's earlier texts, one row per edit: what it said (and its images' alt texts) from
 * `written_at` until an edit replaced it at `replaced_at`. Anyone who may read the post may read
 * them; moderators find the text a report was about by the report's time.
 */
export const postVersions = pgTable(
  'post_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageAlts: jsonb('image_alts').$type<string[]>().notNull().default([]),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_versions_post_idx').on(t.postId, t.replacedAt, t.id),
    check('post_versions_content_length', sql`char_length(${t.content}) <= 5000`),
  ],
)

/**
 * One row per hashtag of a post, filled by a trigger on posts (migration 0006) and gone with the
 * post. A tag page walks (tag, created_at, post_id) backwards: a page costs the same for a tag
 * on 5% of a million posts as for one on a single post, where `hashtags @> array[tag]` either
 * scanned the whole feed index (rare tags) or sorted every match (docs/performance.md, session 2).
 */
export const postTags = pgTable(
  'post_tags',
  {
    tag: text('tag').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('post_tags_page_idx').on(t.tag, t.createdAt, t.postId),
    // Trending topics read the last 7 days of tags (server/features/explore/trending/queries.ts).
    index('post_tags_recent_idx').on(t.createdAt),
    // Hashtag suggestions walk the distinct tags under a prefix (mentions/hashtag-queries.ts);
    // "C" makes LIKE 'prefix%' a range scan whatever the database's collation.
    index('post_tags_prefix_idx').on(sql`${t.tag} collate "C"`),
  ],
)

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when its author deleted a comment that has replies: the row stays as a tombstone (its
     * text emptied, shown as "comment deleted") so the replies keep their place (issue 19).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The last edit by its author; null if never edited (earlier texts: comment_versions). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * Set when the post's author hid the comment (issue 31): collapsed for everyone as "Hidden by
     * the author", still readable on request; the commenter is not told.
     */
    hiddenByAuthorAt: timestamp('hidden_by_author_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId),
    index('comments_author_idx').on(t.userId),
    // A viewer's own comments that reports hide from everyone else: few, read on every feed page.
    index('comments_author_hidden_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.reportCount} >= ${sql.raw(String(limits.reportHideThreshold))}`),
    check(
      'comments_content_length',
      sql`char_length(${t.content}) between 1 and 2000 or (${t.deletedAt} is not null and ${t.content} = '')`,
    ),
    check('comments_report_count_nonnegative', sql`${t.reportCount} >= 0`),
  ],
)

/** A like targets exactly one post or one comment. */
export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('likes_user_post_key').on(t.userId, t.postId).where(sql`${t.postId} is not null`),
    uniqueIndex('likes_user_comment_key')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index('likes_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('likes_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    check('likes_one_target', sql`num_nonnulls(${t.postId}, ${t.commentId}) = 1`),
  ],
)

export const savedPosts = pgTable(
  'saved_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_posts_user_post_key').on(t.userId, t.postId),
    index('saved_posts_user_idx').on(t.userId, t.createdAt, t.id),
    index('saved_posts_post_idx').on(t.postId),
  ],
)
