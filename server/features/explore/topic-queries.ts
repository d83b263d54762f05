import type { TrendingTopic, TrendingWindow } from '@common/explore'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { visiblePosts } from '../../policy/visibility'
import { decodeParts, encodeParts } from './cursors'

const windows: Record<TrendingWindow, string> = { day: '24 hours', week: '7 days' }

/**
 * Hashtags of the posts the viewer may see from the window, ranked by distinct authors (one
 * member repeating a tag counts once), then posts, then name: one query. The recent rows are
 * found by post_tags' time index; a week at the large seed is about 10,000 tagged posts.
 */
export async function listTrendingTopicRows(
  db: DbOrTx,
  options: {
    viewerId: string | null
    window: TrendingWindow
    cursor?: string | undefined
    limit: number
  },
): Promise<{ items: TrendingTopic[]; nextCursor: string | null }> {
  const { viewerId, window, cursor, limit } = options
  const after = decodeParts(cursor, ['integer', 'integer', 'tag'])
  const since = sql`now() - ${sql.raw(`interval '${windows[window]}'`)}`
  const afterCondition = after
    ? sql`where (t.author_count < ${Number(after[0])}
        or (t.author_count = ${Number(after[0])} and t.post_count < ${Number(after[1])})
        or (t.author_count = ${Number(after[0])} and t.post_count = ${Number(after[1])} and t.tag collate "C" > ${after[2]}))`
    : sql``
  const result = await db.execute<{ tag: string; author_count: number; post_count: number }>(sql`
    select t.tag, t.author_count, t.post_count from (
      select pt.tag, count(distinct posts.user_id)::int as author_count, count(*)::int as post_count
      from post_tags pt join posts on posts.id = pt.post_id
      where pt.created_at > ${since} and ${visiblePosts(viewerId)}
      group by pt.tag
    ) t
    ${afterCondition}
    order by t.author_count desc, t.post_count desc, t.tag collate "C" asc
    limit ${limit + 1}`)
  const rows = result.rows.map((row) => ({
    tag: row.tag,
    authorCount: row.author_count,
    postCount: row.post_count,
  }))
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items.at(-1)
  return {
    items,
    nextCursor: hasMore && last ? encodeParts([last.authorCount, last.postCount, last.tag]) : null,
  }
}
