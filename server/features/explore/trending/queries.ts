import type { TrendingTopic, TrendingWindow } from '@common/explore'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { visiblePosts } from '../../../policy/visibility'
import { decodeParts, encodeParts } from '../cursors'

const windows: Record<TrendingWindow, string> = { day: '24 hours', week: '7 days' }

/**
 * The hashtags of the window's posts that everyone may see, ranked by distinct authors (one
 * member repeating a tag counts once), then posts, then name, the first `max` of them: one
 * query. The recent rows are found by post_tags' time index.
 */
export async function readTrendingRanking(
  db: DbOrTx,
  window: TrendingWindow,
  max: number,
): Promise<TrendingTopic[]> {
  const since = sql`now() - ${sql.raw(`interval '${windows[window]}'`)}`
  const result = await db.execute<{ tag: string; author_count: number; post_count: number }>(sql`
    select pt.tag, count(distinct posts.user_id)::int as author_count, count(*)::int as post_count
    from post_tags pt join posts on posts.id = pt.post_id
    where pt.created_at > ${since} and ${visiblePosts(null)}
    group by pt.tag
    order by author_count desc, post_count desc, pt.tag collate "C" asc
    limit ${max}`)
  return result.rows.map((row) => ({
    tag: row.tag,
    authorCount: row.author_count,
    postCount: row.post_count,
  }))
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
