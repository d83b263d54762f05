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
 * How many of the newest matches are ranked. Relevance order needs the rank of every candidate
 * before the first row, so a word in 10% of a million posts would rank 100,000 rows per request
 * (about a second, docs/performance.md). Bounded, a common word walks the newest posts by
 * their created_at index until it has this many matches, and a rare one still comes from the
 * GIN index (the planner picks by the term's frequency); older matches of a very common word
 * are left out, as social search leaves them out: the newest are what a member is after.
 */
const RANKED_MATCHES = 1000

/**
 * Posts whose words match the term, as every post list hides them (server/policy/visibility.ts),
 * most relevant first, then newest, among the newest `RANKED_MATCHES` matches. `after` is the
 * last row's (rank, created_at, id) from a cursor.
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
        sql`${posts.id} in (
          select p.id from posts p where p.search_vector @@ ${tsQuery(term)}
          order by p.created_at desc, p.id desc limit ${RANKED_MATCHES}
        )`,
        visiblePosts(viewerId),
        after
          ? sql`(${rank}, ${posts.createdAt}, ${posts.id}) < (${after[0]}::real, ${after[1]}::timestamptz, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${rank} desc`, desc(posts.createdAt), desc(posts.id))
    .limit(limit)
}
