import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client'
import { posts, profiles } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'
import { preparedOnce } from '../../lib/prepared-statements'
import { visiblePosts } from '../../policy/visibility'
import type { postCursorSchema } from './cursor'
import { markedWords } from './highlight'

type PostCursor = z.infer<typeof postCursorSchema>

/** The term as a full-text query: websearch syntax ("a b", "quoted phrase", -not, or) never fails. */
export const tsQuery = (term: string | Placeholder) => sql`websearch_to_tsquery('english', ${term})`

/**
 * Whether the term holds a word full-text search can match: "in" or "the and" are English stop
 * words only, which match nothing, and would make the posts walk read every post looking for a
 * match (200 ms at a million posts) while PostgreSQL sends a notice per row. The answer never
 * changes for a term, so each node keeps the last 10,000.
 */
const wordsOfTerm = new Map<string, boolean>()
export async function hasSearchWords(db: DbOrTx, term: string): Promise<boolean> {
  const known = wordsOfTerm.get(term)
  if (known !== undefined) return known
  const result = await db.execute<{ words: boolean }>(
    sql`select numnode(${tsQuery(term)}) > 0 as words`,
  )
  const words = result.rows[0]?.words === true
  if (wordsOfTerm.size >= 10_000) wordsOfTerm.clear()
  wordsOfTerm.set(term, words)
  return words
}

/** Relevance of a post's words to the term (ts_rank, a real: the cursor carries its text). */
const postRank = (term: string | Placeholder) =>
  sql`ts_rank(${posts.searchVector}, ${tsQuery(term)})`

/**
 * How many of the newest visible matches are ranked. Relevance order needs the rank of every
 * candidate before the first row, so a word in 10% of a million posts would rank 100,000 rows per
 * request (about a second, docs/performance.md); 1,000 still took 10 ms of the walk per request,
 * and 300 (15 pages of "See all") about 3. Bounded, a common word walks the newest posts by
 * their created_at index until it has this many matches, and a rare one still comes from the
 * GIN index (the planner picks by the term's frequency); older matches of a very common word
 * are left out, as social search leaves them out: the newest are what a member is after.
 */
const RANKED_MATCHES = 300

/** The statement behind `postsMatching`, with placeholders (exported for the plan test). */
export function postsMatchingStatement(db: DbOrTx, after: boolean) {
  const term = sql.placeholder('term')
  const matched = db
    .select({
      id: sql<string>`${posts.id}`.as('match_id'),
      createdAt: sql<Date>`${posts.createdAt}`.as('match_at'),
      rank: sql<number>`${postRank(term)}`.as('rank'),
    })
    .from(posts)
    .where(
      and(
        sql`${posts.searchVector} @@ ${tsQuery(term)}`,
        visiblePosts(sql.placeholder('viewerId')),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(RANKED_MATCHES)
    .as('matched')
  const page = db
    .select()
    .from(matched)
    .where(
      after
        ? sql`(${matched.rank}, ${matched.createdAt}, ${matched.id}) < (${sql.placeholder('afterRank')}::real, ${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
        : undefined,
    )
    .orderBy(desc(matched.rank), desc(matched.createdAt), desc(matched.id))
    .limit(sql.placeholder('limit'))
    .as('page')
  return db
    .select({
      id: posts.id,
      content: posts.content,
      marked: markedWords(sql`${posts.content}`, tsQuery(term)),
      createdAt: posts.createdAt,
      // Named apart: an output column called rank (text) would be what ORDER BY sorts by.
      rankText: sql<string>`${page.rank}::text`.as('rank_text'),
      atText: sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`,
      author: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id))
    .prepare(`search_posts_${after ? 'after' : 'first'}`)
}

/**
 * Posts whose words match the term, as every post list hides them (server/policy/visibility.ts),
 * most relevant first, then newest, among the newest `RANKED_MATCHES` visible matches. `after` is
 * the last row's (rank, created_at, id) from a cursor. The rank is computed where a match is read,
 * and only the page's rows are fetched again for their text, author and matched words: fetching
 * every candidate by id took 26 of the 40 ms this query cost at a million posts, and the words
 * marked in a statement of their own were another round trip per request. The statement is
 * built once per database handle (`preparedOnce`): the term, viewer, limit and cursor are bound.
 */
export function postsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: PostCursor | null,
) {
  const statement = preparedOnce(db, `search_posts:${after !== null}`, () =>
    postsMatchingStatement(db, after !== null),
  )
  return statement.execute({
    term,
    viewerId,
    limit,
    ...(after ? { afterRank: after[0], afterAt: after[1], afterId: after[2] } : {}),
  })
}
