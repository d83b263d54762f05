import type { SearchPerson, SearchProject } from '@common/search'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { preparedOnce } from '../../../lib/prepared-statements'
import { postsMatchingQuery } from '../posts/queries'
import {
  likePatterns,
  otherProjectsQuery,
  peoplePageQuery,
  projectsByNamePrefixQuery,
} from '../queries'
import type { PostsWalk } from '../term-profile'

/** A post of the summary as the statement sends it: the service marks its words and dates it. */
export type SummaryPost = {
  id: string
  content: string
  marked: string
  createdAt: string
  author: SearchPerson
  /** The word the viewer collapses in search that the post holds, or null. */
  mutedWord: string | null
}

export type SearchSummaryRow = {
  people: SearchPerson[]
  /** Names starting with the term, then the others: the order of `projectsMatching`. */
  prefixProjects: SearchProject[]
  otherProjects: SearchProject[]
  posts: SummaryPost[]
}

/**
 * A subquery's rows as one JSON array of `object` ('[]' if none), sorted again by the subquery's
 * own keys (`order`): SQL does not promise that an aggregate sees rows in a subquery's order.
 */
const jsonRows = (object: SQL, from: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) from ${from})`

const projectObject = (from: string) =>
  sql.raw(
    `json_build_object('id', ${from}.id, 'name', ${from}.name, 'tagline', ${from}.tagline, 'logoUrl', ${from}.logo_url, 'category', ${from}.category)`,
  )

/**
 * The search screen's sections in one statement: people, both project tiers and posts, each the
 * first page of its "See all" query (the same SQL, as subqueries), sent back as JSON arrays. As
 * four statements they cost four round trips, and writing to sockets took a large share of the
 * server's busy time (docs/performance.md, session 11). The other projects are read only for what
 * the names starting with the term left of the page: a `limit 0` reads nothing. Built once per
 * database handle and posts walk (`null`: the term has no words, so no post matches and projects
 * match by name and description only).
 */
export function searchSummaryStatement(db: DbOrTx, walk: PostsWalk | null) {
  const hasWords = walk !== null
  const people = peoplePageQuery(db, false).as('people')
  const first = db.$with('first_projects').as(projectsByNamePrefixQuery(db, false))
  const left = sql`greatest(${sql.placeholder('limit')} - (select count(*) from ${first}), 0)`
  const othersOrder = sql`tier, neg_rank_text::real, lower_name, id`
  const ranked = otherProjectsQuery(db, false, hasWords).as('ranked')
  const others = sql`(select * from ${ranked} order by ${othersOrder} limit ${left}) as others`
  const found = walk ? postsMatchingQuery(db, false, walk).as('found') : null
  return db
    .with(first)
    .select({
      people: sql<SearchPerson[]>`${jsonRows(
        sql`json_build_object('id', ${people.id}, 'username', ${people.username}, 'name', ${people.name}, 'avatarUrl', ${people.avatarUrl})`,
        sql`${people}`,
        sql`${people.notPrefix}, ${people.username}`,
      )}`.as('people'),
      prefixProjects: sql<SearchProject[]>`${jsonRows(
        projectObject('first_projects'),
        sql`${first}`,
        sql`${first.lowerName} collate "C", ${first.id}`,
      )}`.as('prefix_projects'),
      otherProjects: sql<SearchProject[]>`${jsonRows(
        projectObject('others'),
        others,
        othersOrder,
      )}`.as('other_projects'),
      posts: found
        ? sql<SummaryPost[]>`${jsonRows(
            sql`json_build_object('id', ${found.id}, 'content', ${found.content}, 'marked', ${found.marked}, 'createdAt', ${found.createdAt}, 'mutedWord', ${found.mutedWord}, 'author', json_build_object('id', ${found.author.id}, 'username', ${found.author.username}, 'name', ${found.author.name}, 'avatarUrl', ${found.author.avatarUrl}))`,
            sql`${found}`,
            sql`${found.rankText}::real desc, ${found.createdAt} desc, ${found.id} desc`,
          )}`.as('posts')
        : sql<SummaryPost[]>`'[]'::json`.as('posts'),
    })
    .from(sql`(select) as one_row`)
    .prepare(`search_summary_${walk ?? 'no_words'}`)
}

/** The first `limit` of each section for the term (see `searchSummaryStatement`). */
export async function searchSummary(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  walk: PostsWalk | null,
): Promise<SearchSummaryRow> {
  const statement = preparedOnce(db, `search_summary:${walk}`, () =>
    searchSummaryStatement(db, walk),
  )
  const [row] = await statement.execute({
    ...likePatterns(term),
    lower: term.toLowerCase(),
    term,
    viewerId,
    limit,
  })
  return row!
}
