import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../../db/client'
import { posts, profiles } from '../../../db/schema'
import { cursorTimestampSql } from '../../../lib/pagination'
import { preparedOnce } from '../../../lib/prepared-statements'
import {
  viewersMutedWord,
  visiblePosts,
  withoutViewersMutedWords,
} from '../../../policy/visibility'
import type { postCursorSchema } from '../cursor'
import { markedWords } from '../highlight'
import type { PostsWalk } from '../term-profile'

type PostCursor = z.infer<typeof postCursorSchema>

/** The term as a full-text query: websearch syntax ("a b", "quoted phrase", -not, or) never fails. */
export const tsQuery = (term: string | Placeholder) => sql`websearch_to_tsquery('english', ${term})`

/**
 * The term's query computed once per statement run (an InitPlan): in a generic plan,
 * `websearch_to_tsquery($1)` beside each row would parse the term again for every post read.
 */
const tsQueryOnce = (term: Placeholder) => sql`(select ${tsQuery(term)})`

/**
 * How many of the newest visible matches are ranked. Relevance order needs the rank of every
 * candidate before the first row, so a word in 10% of a million posts would rank 100,000 rows per
 * request; the fewer ranked, the shorter the walk, and 300 is 15 pages of "See all" (figures:
 * docs/performance.md). Bounded, a common word walks the newest posts by their created_at index
 * until it has this many matches, and a rare one still comes from the GIN index (`termProfile` asks
 * the planner which, by the term's frequency); older matches of a very common word are left out, as
 * social search leaves them out: the newest are what a member is after.
 */
export const RANKED_MATCHES = 300

/**
 * The query behind `postsMatching`, with placeholders, in one variant per walk (`termProfile`
 * picks): it runs on generic-plan connections (decision 041), whose one plan per statement
 * cannot choose by the term. For `newest`, the match is written so that it cannot be an index
 * condition (`is true`): the plan walks posts_feed_idx newest first and filters. For `index`, it is one: the plan reads the GIN index (posts_search_idx).
 */
export function postsMatchingQuery(db: DbOrTx, after: boolean, walk: PostsWalk) {
  const term = sql.placeholder('term')
  const viewerId = sql.placeholder('viewerId')
  const matches = sql`${posts.searchVector} @@ ${tsQueryOnce(term)}`
  const matched = db
    .select({
      id: sql<string>`${posts.id}`.as('match_id'),
      createdAt: sql<Date>`${posts.createdAt}`.as('match_at'),
      // ts_rank is a real: the cursor carries its text.
      rank: sql<number>`ts_rank(${posts.searchVector}, ${tsQueryOnce(term)})`.as('rank'),
    })
    .from(posts)
    .where(
      and(
        walk === 'newest' ? sql`(${matches}) is true` : matches,
        visiblePosts(viewerId),
        // The words the viewer hides in search leave the walk, so a page is full and its cursor
        // is the last of the visible matches.
        withoutViewersMutedWords('post', viewerId, 'search'),
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
      marked: markedWords(sql`${posts.content}`, tsQuery(term)).as('marked'),
      createdAt: posts.createdAt,
      // Named apart: an output column called rank (text) would be what ORDER BY sorts by.
      rankText: sql<string>`${page.rank}::text`.as('rank_text'),
      atText: sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`.as('at_text'),
      // Named apart from the post's id, so the summary statement can read both from a subquery.
      author: {
        id: sql<string>`${profiles.id}`.as('author_id'),
        username: sql<string>`${profiles.username}`.as('author_username'),
        name: sql<string>`${profiles.name}`.as('author_name'),
        avatarUrl: sql<string | null>`${profiles.avatarUrl}`.as('author_avatar_url'),
      },
      // A word the viewer collapses (not hides) in search: the post comes behind it.
      mutedWord: viewersMutedWord('post', viewerId, 'search').as('muted_word'),
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id))
}

/** `postsMatchingQuery` as a statement built once per database handle and walk (`preparedOnce`). */
export function postsMatchingStatement(db: DbOrTx, after: boolean, walk: PostsWalk) {
  return postsMatchingQuery(db, after, walk).prepare(
    `search_posts_${after ? 'after' : 'first'}_${walk}`,
  )
}

/**
 * Posts whose words match the term, as every post list hides them (server/policy/visibility.ts)
 * and without the words the viewer hides in search (those they collapse come with `mutedWord`),
 * most relevant first, then newest, among the newest `RANKED_MATCHES` visible matches. `after` is
 * the last row's (rank, created_at, id) from a cursor. The rank is computed where a match is read,
 * and only the page's rows are fetched again for their text, author and matched words: fetching
 * every candidate by id was most of what this query cost at a million posts, and the words
 * marked in a statement of their own were another round trip per request. The statement is
 * built once per database handle and walk (`preparedOnce`): the term, viewer, limit and cursor
 * are bound.
 */
export function postsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: PostCursor | null,
  walk: PostsWalk,
) {
  const statement = preparedOnce(db, `search_posts:${after !== null}:${walk}`, () =>
    postsMatchingStatement(db, after !== null, walk),
  )
  return statement.execute({
    term,
    viewerId,
    limit,
    ...(after ? { afterRank: after[0], afterAt: after[1], afterId: after[2] } : {}),
  })
}
