import { limits } from '@common/limits'
import { and, asc, desc, ne, type Placeholder, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client'
import { profiles, projects } from '../../db/schema'
import { preparedOnce } from '../../lib/prepared-statements'
import { visibleProfiles, visibleProjects } from '../../policy/visibility'
import type { personCursorSchema, projectCursorSchema } from './cursor'
import { tsQuery } from './posts/queries'

/** `%`, `_` and `\` typed by a user match themselves in LIKE patterns. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** `%term%` and `term%`, lowercased, with the user's `%`, `_` and `\` taken literally. */
export function likePatterns(term: string) {
  const escaped = escapeLike(term.toLowerCase())
  return { contains: `%${escaped}%`, prefix: `${escaped}%` }
}

const personFields = {
  id: profiles.id,
  username: profiles.username,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
}

/** A bound value: the value itself, or a placeholder of a statement prepared once. */
type Bound = string | Placeholder

/** The LIKE patterns of a term, or their placeholders in a prepared statement. */
type Patterns = { contains: Bound; prefix: Bound }

/** Not a match at the start of the username or name: the first sort key (false first). */
function notPrefixOf(prefix: Bound) {
  return sql<boolean>`not (${profiles.username} ilike ${prefix} or lower(${profiles.name}) like ${prefix})`
}

function peopleWhere(
  { contains, prefix }: Patterns,
  viewerId: Bound,
  after: { notPrefix: boolean | Placeholder; username: Bound } | null,
) {
  return and(
    sql`(${profiles.username} ilike ${contains} or lower(${profiles.name}) like ${contains})`,
    ne(profiles.id, viewerId),
    visibleProfiles(viewerId),
    after
      ? sql`(${notPrefixOf(prefix)}, ${profiles.username}) > (${after.notPrefix}, ${after.username})`
      : undefined,
  )
}

/**
 * People whose username or name contains the term, never the searcher, hidden ones left out as
 * everywhere (server/policy/visibility.ts). The predicates have the exact shapes of
 * profiles_username_trgm_idx (username) and profiles_name_trgm_idx (lower(name)). Prefix
 * matches first, then by username.
 */
export function peopleMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number = limits.searchResults,
) {
  const patterns = likePatterns(term)
  return db
    .select(personFields)
    .from(profiles)
    .where(peopleWhere(patterns, viewerId, null))
    .orderBy(notPrefixOf(patterns.prefix), asc(profiles.username))
    .limit(limit)
}

/**
 * The same list with its sort key (named, for the summary statement to order by), from after a
 * cursor's row, with placeholders: the "See all" pages and the search screen's section.
 */
export function peoplePageQuery(db: DbOrTx, after: boolean) {
  const patterns = { contains: sql.placeholder('contains'), prefix: sql.placeholder('prefix') }
  const notPrefix = notPrefixOf(patterns.prefix)
  const cursor = {
    notPrefix: sql.placeholder('afterNotPrefix'),
    username: sql.placeholder('afterUsername'),
  }
  return db
    .select({ ...personFields, notPrefix: sql<boolean>`${notPrefix}`.as('not_prefix') })
    .from(profiles)
    .where(peopleWhere(patterns, sql.placeholder('viewerId'), after ? cursor : null))
    .orderBy(notPrefix, asc(profiles.username))
    .limit(sql.placeholder('limit'))
}

/** `peoplePageQuery` as a statement built once per database handle (`preparedOnce`). */
export function peoplePageStatement(db: DbOrTx, after: boolean) {
  return peoplePageQuery(db, after).prepare(`search_people_${after ? 'after' : 'first'}`)
}

export function peoplePage(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: z.infer<typeof personCursorSchema> | null,
) {
  const statement = preparedOnce(db, `search_people:${after !== null}`, () =>
    peoplePageStatement(db, after !== null),
  )
  return statement.execute({
    ...likePatterns(term),
    viewerId,
    limit,
    ...(after ? { afterNotPrefix: after[0], afterUsername: after[1] } : {}),
  })
}

const projectFields = {
  id: projects.id,
  name: projects.name,
  tagline: projects.tagline,
  logoUrl: projects.logoUrl,
  category: projects.category,
}

type ProjectCursor = z.infer<typeof projectCursorSchema>

/** A project name lowercased in byte order: projects_name_prefix_idx holds it so. */
const lowerNameC = sql`lower(${projects.name}) collate "C"`

/**
 * Tier 0: projects whose name starts with the term, by name then id: a range of
 * projects_name_prefix_idx, so a page reads its own rows even when a thousand names share the
 * prefix ("Pulse 1" to "Pulse 1250" at the large seed). The range is spelled out (from the term
 * to the term followed by the last code point), and alone: with a LIKE beside it, the generic plan
 * of the prepared statement read all 1,250 through both indexes and sorted them.
 * With placeholders; `lower` is the term lowercased.
 */
export function projectsByNamePrefixQuery(db: DbOrTx, after: boolean) {
  const lower = sql.placeholder('lower')
  return db
    .select({
      ...projectFields,
      tier: sql<number>`0`.as('tier'),
      negRankText: sql<string>`'0'`.as('neg_rank_text'),
      lowerName: sql<string>`lower(${projects.name})`.as('lower_name'),
    })
    .from(projects)
    .where(
      and(
        sql`${lowerNameC} >= ${lower} collate "C"`,
        sql`${lowerNameC} < (${lower} || chr(1114111)) collate "C"`,
        visibleProjects(sql.placeholder('viewerId')),
        after
          ? sql`(${lowerNameC}, ${projects.id}) > (${sql.placeholder('afterName')} collate "C", ${sql.placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(lowerNameC, asc(projects.id))
    .limit(sql.placeholder('limit'))
}

/** `projectsByNamePrefixQuery` as a statement built once per database handle. */
export function projectsByNamePrefixStatement(db: DbOrTx, after: boolean) {
  return projectsByNamePrefixQuery(db, after).prepare(
    `search_projects_prefix_${after ? 'after' : 'first'}`,
  )
}

function projectsByNamePrefix(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: ProjectCursor | null,
) {
  const statement = preparedOnce(db, `search_projects_prefix:${after !== null}`, () =>
    projectsByNamePrefixStatement(db, after !== null),
  )
  return statement.execute({
    lower: term.toLowerCase(),
    viewerId,
    limit,
    ...(after ? { afterName: after[2], afterId: after[3] } : {}),
  })
}

/**
 * How many of the most recently updated other matches are ranked: as with posts (decision 033),
 * a word in a tenth of 20,000 taglines would rank 2,000 rows per request.
 */
const RANKED_PROJECTS = 300

/**
 * Tiers 1 and 2: projects whose name contains the term (not at its start), then those whose
 * description contains it or whose words match it (projects_search_idx: name, tagline, category,
 * description, English stemming: "Finance" finds the category, "inbox" a tagline). Among the
 * `RANKED_PROJECTS` most recently updated, by tier, relevance, name and id. With placeholders,
 * in one variant per `hasWords` (a term of stop words only, "in" or "the", matches no words: the
 * name and description still do) and whether a cursor follows.
 */
export function otherProjectsQuery(db: DbOrTx, after: boolean, hasWords: boolean) {
  const [contains, prefix, term] = [
    sql.placeholder('contains'),
    sql.placeholder('prefix'),
    sql.placeholder('term'),
  ]
  const lowerName = sql<string>`lower(${projects.name})`
  const wordsMatch = hasWords ? sql`${projects.searchVector} @@ ${tsQuery(term)}` : sql`false`
  const rank = hasWords ? sql`ts_rank(${projects.searchVector}, ${tsQuery(term)})` : sql`0`
  const matched = db
    .select({
      ...projectFields,
      tier: sql<number>`(case when ${lowerName} like ${contains} then 1 else 2 end)`.as('tier'),
      // Negated so the whole key sorts ascending; a real negates exactly.
      negRank: sql<number>`(-${rank})::real`.as('neg_rank'),
      lowerName: sql<string>`${lowerName}`.as('lower_name'),
    })
    .from(projects)
    .where(
      and(
        sql`(${lowerName} like ${contains} or lower(coalesce(${projects.description}, '')) like ${contains} or ${wordsMatch})`,
        sql`not (${lowerName} like ${prefix})`,
        visibleProjects(sql.placeholder('viewerId')),
      ),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(RANKED_PROJECTS)
    .as('matched')
  return db
    .select({
      id: matched.id,
      name: matched.name,
      tagline: matched.tagline,
      logoUrl: matched.logoUrl,
      category: matched.category,
      tier: matched.tier,
      // Named apart: an output column called neg_rank (text) would be what ORDER BY sorts by.
      negRankText: sql<string>`${matched.negRank}::text`.as('neg_rank_text'),
      lowerName: matched.lowerName,
    })
    .from(matched)
    .where(
      after
        ? sql`(${matched.tier}, ${matched.negRank}, ${matched.lowerName}, ${matched.id}) > (${sql.placeholder('afterTier')}::int, ${sql.placeholder('afterRank')}::real, ${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)`
        : undefined,
    )
    .orderBy(matched.tier, matched.negRank, matched.lowerName, asc(matched.id))
    .limit(sql.placeholder('limit'))
}

/** `otherProjectsQuery` as a statement built once per database handle and variant. */
export function otherProjectsStatement(db: DbOrTx, after: boolean, hasWords: boolean) {
  return otherProjectsQuery(db, after, hasWords).prepare(
    `search_projects_other_${after ? 'after' : 'first'}_${hasWords ? 'words' : 'names'}`,
  )
}

function otherProjectsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: ProjectCursor | null,
  hasWords: boolean,
) {
  const key = `search_projects_other:${after !== null}:${hasWords}`
  const statement = preparedOnce(db, key, () =>
    otherProjectsStatement(db, after !== null, hasWords),
  )
  return statement.execute({
    ...likePatterns(term),
    ...(hasWords ? { term } : {}),
    viewerId,
    limit,
    ...(after
      ? { afterTier: after[0], afterRank: after[1], afterName: after[2], afterId: after[3] }
      : {}),
  })
}

/**
 * Projects matching the term, hidden ones left out as in every project list: names starting
 * with it first (`projectsByNamePrefix`), then the others (`otherProjectsMatching`), which are
 * only read when the first tier does not fill the page. `after` is the last row's keys
 * (tier, negated relevance, lowercased name, id), for "See all".
 */
export async function projectsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number = limits.searchResults,
  after: ProjectCursor | null = null,
  hasWords = true,
) {
  const first =
    after === null || after[0] === 0
      ? await projectsByNamePrefix(db, term, viewerId, limit, after)
      : []
  if (first.length >= limit) return first
  const rest = await otherProjectsMatching(
    db,
    term,
    viewerId,
    limit - first.length,
    after !== null && after[0] > 0 ? after : null,
    hasWords,
  )
  return [...first, ...rest]
}
