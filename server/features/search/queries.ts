import { limits } from '@common/limits'
import { and, asc, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client'
import { profiles, projects } from '../../db/schema'
import { visibleProfiles, visibleProjects } from '../../policy/visibility'
import type { personCursorSchema, projectCursorSchema } from './cursor'
import { tsQuery } from './post-queries'

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

/** Not a match at the start of the username or name: the first sort key (false first). */
function notPrefixOf(term: string) {
  const { prefix } = likePatterns(term)
  return sql<boolean>`not (${profiles.username} ilike ${prefix} or lower(${profiles.name}) like ${prefix})`
}

function peopleWhere(
  term: string,
  viewerId: string,
  after: z.infer<typeof personCursorSchema> | null,
) {
  const { contains } = likePatterns(term)
  return and(
    sql`(${profiles.username} ilike ${contains} or lower(${profiles.name}) like ${contains})`,
    ne(profiles.id, viewerId),
    visibleProfiles(viewerId),
    after
      ? sql`(${notPrefixOf(term)}, ${profiles.username}) > (${after[0]}, ${after[1]})`
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
  return db
    .select(personFields)
    .from(profiles)
    .where(peopleWhere(term, viewerId, null))
    .orderBy(notPrefixOf(term), asc(profiles.username))
    .limit(limit)
}

/** The same list with its sort key, from after a cursor's row: the "See all" pages. */
export function peoplePage(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number,
  after: z.infer<typeof personCursorSchema> | null,
) {
  const notPrefix = notPrefixOf(term)
  return db
    .select({ ...personFields, notPrefix })
    .from(profiles)
    .where(peopleWhere(term, viewerId, after))
    .orderBy(notPrefix, asc(profiles.username))
    .limit(limit)
}

/**
 * Projects whose name or description contains the term (projects_name_trgm_idx on lower(name),
 * projects_description_trgm_idx) or whose words match it (projects_search_idx: name, tagline,
 * category, description, English stemming: "Finance" finds the category, "inbox" a tagline).
 * Hidden ones are left out as in every project list. Sorted by tier (0: the name starts with the
 * term, 1: the name contains it, 2: other matches), then relevance, then name and id; `after` is
 * the last row's keys, for "See all".
 */
export function projectsMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number = limits.searchResults,
  after: z.infer<typeof projectCursorSchema> | null = null,
) {
  const { contains, prefix } = likePatterns(term)
  const lowerName = sql<string>`lower(${projects.name})`
  const tier = sql<number>`(case when ${lowerName} like ${prefix} then 0 when ${lowerName} like ${contains} then 1 else 2 end)`
  // Negated so the whole key sorts ascending; a real negates exactly.
  const negRank = sql`(-ts_rank(${projects.searchVector}, ${tsQuery(term)}))`
  return db
    .select({
      id: projects.id,
      name: projects.name,
      tagline: projects.tagline,
      logoUrl: projects.logoUrl,
      category: projects.category,
      tier,
      negRankText: sql<string>`${negRank}::text`,
      lowerName,
    })
    .from(projects)
    .where(
      and(
        sql`(${lowerName} like ${contains} or lower(coalesce(${projects.description}, '')) like ${contains} or ${projects.searchVector} @@ ${tsQuery(term)})`,
        visibleProjects(viewerId),
        after
          ? sql`(${tier}, ${negRank}, ${lowerName}, ${projects.id}) > (${after[0]}::int, ${after[1]}::real, ${after[2]}, ${after[3]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(tier, negRank, lowerName, asc(projects.id))
    .limit(limit)
}
