import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { posts, profiles } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { commentCountFor } from '../../policy/comment-count'
import type { ViewerParam } from '../../policy/visibility'
import { updateLabelField } from './update-label'

const createdAtText = sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`
const editedAtText = sql<string | null>`${sql.raw(cursorTimestampSql('"posts"."edited_at"'))}`

/** One row per post with its author, counts and the viewer's like/save. */
export function postRowFields(viewerId: ViewerParam) {
  return {
    id: posts.id,
    content: posts.content,
    images: posts.images,
    mentions: posts.mentions,
    hashtags: posts.hashtags,
    createdAt: createdAtText,
    editedAt: editedAtText,
    author: {
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    },
    likesCount: sql<number>`(select count(*)::int from likes l where l.post_id = ${posts.id} and l.post_id is not null)`,
    // What its thread shows this viewer, from the count kept on the post.
    commentsCount: commentCountFor(viewerId),
    // Scalar subqueries, not EXISTS: PostgreSQL may turn an EXISTS into a hash of all the
    // viewer's likes (500 read for a 20-post page, growing with the member's history); these
    // stay one index probe per row.
    likedByMe: viewerId
      ? sql<boolean>`coalesce((select true from likes l where l.user_id = ${viewerId} and l.post_id = ${posts.id} and l.post_id is not null), false)`
      : sql<boolean>`false`,
    savedByMe: viewerId
      ? sql<boolean>`coalesce((select true from saved_posts s where s.user_id = ${viewerId} and s.post_id = ${posts.id}), false)`
      : sql<boolean>`false`,
    update: updateLabelField(viewerId),
  }
}

export function postRowsQuery(db: DbOrTx, viewerId: ViewerParam) {
  return db
    .select(postRowFields(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof postRowsQuery>['execute']>>[number]

/**
 * The page size written into the statement, not bound: with `limit $n` PostgreSQL's generic plan
 * assumes a tenth of the table (hash joins over every post), so it re-planned the feed on every
 * call, about half of the feed's database time. A literal lets it keep one plan per connection;
 * pages hold 1 to 50 rows, so a connection prepares a few variants at most.
 */
export function literalLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 1 || rows > 100) throw new Error(`page of ${rows} rows`)
  // drizzle writes an SQL chunk in place, where a number would become a parameter.
  return sql.raw(String(rows)) as unknown as number
}
