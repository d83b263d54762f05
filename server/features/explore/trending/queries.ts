import type { TrendingTopic, TrendingWindow } from '@common/explore'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { cursorTimestampSql } from '../../../lib/pagination'
import { blockedOrMuted } from '../../../policy/shield'
import { visiblePosts } from '../../../policy/visibility'
import { decodeParts, encodeParts } from '../cursors'

const windows: Record<TrendingWindow, string> = { day: '24 hours', week: '7 days' }
const windowLength = (window: TrendingWindow) => sql.raw(`interval '${windows[window]}'`)

/**
 * A ranking as read at one moment: `readAt` (UTC text, microseconds) ends its window, so what a
 * viewer's shields take out of it is counted over the same posts; null when it is empty.
 */
export type TrendingRankingRead = { topics: TrendingTopic[]; readAt: string | null }

/**
 * The hashtags of the window's posts that everyone may see, ranked by distinct authors (one
 * member repeating a tag counts once), then posts, then name, the first `max` of them: one
 * query. The recent rows are found by post_tags' time index.
 */
export async function readTrendingRanking(
  db: DbOrTx,
  window: TrendingWindow,
  max: number,
): Promise<TrendingRankingRead> {
  const result = await db.execute<{
    tag: string
    author_count: number
    post_count: number
    read_at: string
  }>(sql`
    select pt.tag, count(distinct posts.user_id)::int as author_count, count(*)::int as post_count,
      ${sql.raw(cursorTimestampSql('now()'))} as read_at
    from post_tags pt join posts on posts.id = pt.post_id
    where pt.created_at > now() - ${windowLength(window)} and pt.created_at <= now()
      and ${visiblePosts(null)}
    group by pt.tag
    order by author_count desc, post_count desc, pt.tag collate "C" asc
    limit ${max}`)
  return {
    topics: result.rows.map((row) => ({
      tag: row.tag,
      authorCount: row.author_count,
      postCount: row.post_count,
    })),
    readAt: result.rows[0]?.read_at ?? null,
  }
}

/**
 * What the posts of the members on the other side of a block with the viewer, and of those they
 * muted, gave each tag of a ranking read at `readAt` (the same window and hiding rules): per tag,
 * their distinct authors and posts. Read from the viewer's shields outward: their ids as an array
 * make one range of posts_author_idx per member, so a viewer with none reads only their own block
 * and mute rows, and never the window's other posts. A post's tags are its distinct `hashtags`,
 * the rows post_tags holds for it with its created_at (migration 0006's trigger): no join back.
 */
export async function readShieldedContributions(
  db: DbOrTx,
  viewerId: string,
  window: TrendingWindow,
  readAt: string,
): Promise<Map<string, { authorCount: number; postCount: number }>> {
  const until = sql`${readAt}::timestamptz`
  const result = await db.execute<{ tag: string; author_count: number; post_count: number }>(sql`
    select tags.tag, count(distinct posts.user_id)::int as author_count, count(*)::int as post_count
    from posts cross join lateral (select distinct unnest(posts.hashtags)) as tags(tag)
    where posts.user_id = any(array${blockedOrMuted(viewerId)})
      and posts.created_at > ${until} - ${windowLength(window)} and posts.created_at <= ${until}
      and ${visiblePosts(null)}
    group by tags.tag`)
  return new Map(
    result.rows.map((row) => [
      row.tag,
      { authorCount: row.author_count, postCount: row.post_count },
    ]),
  )
}

/** The ranking's order: authors and posts descending, then the tag's bytes ("C" collation). */
const byRank = (a: TrendingTopic, b: TrendingTopic) =>
  b.authorCount - a.authorCount ||
  b.postCount - a.postCount ||
  Buffer.compare(Buffer.from(a.tag), Buffer.from(b.tag))

/**
 * The ranking less what some members gave it (`readShieldedContributions`): each tag's authors
 * and posts counted without theirs, a tag only they used gone, ranked again.
 */
export function withoutContributions(
  topics: TrendingTopic[],
  contributions: Map<string, { authorCount: number; postCount: number }>,
): TrendingTopic[] {
  if (contributions.size === 0) return topics
  return topics
    .map((topic) => {
      const taken = contributions.get(topic.tag)
      return taken
        ? {
            ...topic,
            authorCount: topic.authorCount - taken.authorCount,
            postCount: topic.postCount - taken.postCount,
          }
        : topic
    })
    .filter((topic) => topic.authorCount > 0 && topic.postCount > 0)
    .sort(byRank)
}

/** One page of a ranking, after the cursor's topic (checked: a forged cursor is a 400). */
export function pageOfRanking(
  ranking: TrendingTopic[],
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): { items: TrendingTopic[]; nextCursor: string | null } {
  const after = decodeParts(cursor, ['integer', 'integer', 'tag'])
  let start = 0
  if (after) {
    const [authors, posts, tag] = [Number(after[0]), Number(after[1]), after[2]!]
    // The ranking's order: authors and posts descending, then the tag's bytes ("C" collation,
    // which JavaScript's code-unit comparison matches for the ASCII tags a cursor may hold).
    const isAfter = (topic: TrendingTopic) =>
      topic.authorCount < authors ||
      (topic.authorCount === authors && topic.postCount < posts) ||
      (topic.authorCount === authors && topic.postCount === posts && topic.tag > tag)
    start = ranking.findIndex(isAfter)
    if (start < 0) start = ranking.length
  }
  const items = ranking.slice(start, start + limit)
  const hasMore = start + limit < ranking.length
  const last = items.at(-1)
  return {
    items,
    nextCursor: hasMore && last ? encodeParts([last.authorCount, last.postCount, last.tag]) : null,
  }
}
