import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { createKeptReads } from '../../lib/kept-reads'
import { RANKED_MATCHES, tsQuery } from './posts/queries'

/**
 * How a term's posts are found: by walking the newest posts until enough match (a common word),
 * or through the GIN index (a rare one, whose matches are few).
 */
export type PostsWalk = 'newest' | 'index'

/** What search needs to know of a term before it reads: each node keeps it (`termProfile`). */
export type TermProfile = {
  /**
   * Whether the term holds a word full-text search can match: "in" or "the and" are English
   * stop words only, which match nothing, and would make the posts walk read every post looking
   * for a match while PostgreSQL sends a notice per row.
   */
  words: boolean
  walk: PostsWalk
}

/**
 * The walk PostgreSQL itself picks for the term's newest matches, read from its custom plan of
 * them (`EXPLAIN`, run on connections that plan for the bound values: never `genericDb`). The
 * posts statement runs on generic-plan connections (decision 041), whose one plan cannot choose by
 * the term, so it comes in one variant per walk and this picks between them: the same choice
 * the custom plan made by planning on every request, made once per term and node.
 */
async function readTermProfile(db: DbOrTx, term: string): Promise<TermProfile> {
  const words = await db.execute<{ words: boolean }>(
    sql`select numnode(${tsQuery(term)}) > 0 as words`,
  )
  if (words.rows[0]?.words !== true) return { words: false, walk: 'index' }
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from posts where search_vector @@ ${tsQuery(term)}
        order by created_at desc limit ${RANKED_MATCHES}`,
  )
  const usesIndex = JSON.stringify(plan.rows[0]?.['QUERY PLAN']).includes('posts_search_idx')
  return { words: true, walk: usesIndex ? 'index' : 'newest' }
}

/** How long a node keeps a term's profile before reading it again in the background. */
const TERM_PROFILE_MS = 10 * 60_000

/**
 * Each term's profile, as a node keeps them: a word's frequency changes slowly, so for ten
 * minutes, for the 10,000 most recently searched terms. A profile a little out of date costs
 * time, never results: both walks return the same posts. `db` must plan for bound values (the
 * main pool, not `genericDb`).
 */
export function createTermProfiles(db: DbOrTx) {
  return createKeptReads((term: string) => readTermProfile(db, term), {
    ttlMs: TERM_PROFILE_MS,
    maxKeys: 10_000,
  })
}

export type TermProfiles = ReturnType<typeof createTermProfiles>
