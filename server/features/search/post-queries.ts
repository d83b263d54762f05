import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client'
import { posts, profiles } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { visiblePosts } from '../../policy/visibility'
import type { postCursorSchema } from './cursor'

type PostCursor = z.infer<typeof postCursorSchema>

/** The term as a full-text query: websearch syntax ("a b", "quoted phrase", -not, or) never fails. */
export const tsQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`

/** Relevance of a post's words to the term (ts_rank, a real: the cursor carries its text). */
const postRank = (term: string) => sql`ts_rank(${posts.searchVector}, ${tsQuery(term)})`

/**
 * Posts whose words match the term, as every post list hides them (server/policy/visibility.ts),
 * most relevant first, then newest. The GIN index posts_search_idx finds the matches; only they
 * are ranked and sorted. `after` is the last row's (rank, created_at, id) from a cursor.
 */
export function postsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: PostCursor | null,
) {
  const rank = postRank(term)
  return db
    .select({
      id: posts.id,
      content: posts.content,
      createdAt: posts.createdAt,
      rankText: sql<string>`${rank}::text`,
      atText: sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`,
      author: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .where(
      and(
        sql`${posts.searchVector} @@ ${tsQuery(term)}`,
        visiblePosts(viewerId),
        after
          ? sql`(${rank}, ${posts.createdAt}, ${posts.id}) < (${after[0]}::real, ${after[1]}::timestamptz, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${rank} desc`, desc(posts.createdAt), desc(posts.id))
    .limit(limit)
}
