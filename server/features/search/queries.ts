import { limits } from '@common/limits'
import { and, asc, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profiles, projects } from '../../db/schema'
import { visibleProfiles, visibleProjects } from '../../policy/visibility'

/** `%`, `_` and `\` typed by a user match themselves in LIKE patterns. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** `%term%` and `term%`, lowercased, with the user's `%`, `_` and `\` taken literally. */
export function likePatterns(term: string) {
  const escaped = escapeLike(term.toLowerCase())
  return { contains: `%${escaped}%`, prefix: `${escaped}%` }
}

/**
 * People whose username or name contains the term, never the searcher, hidden ones left out as
 * everywhere (server/policy/visibility.ts). The predicates have the exact shapes of
 * profiles_username_trgm_idx (username) and profiles_name_trgm_idx (lower(name)).
 */
export function peopleMatching(
  db: DbOrTx,
  term: string,
  viewerId: string,
  limit: number = limits.searchResults,
) {
  const { contains, prefix } = likePatterns(term)
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(
      and(
        sql`(${profiles.username} ilike ${contains} or lower(${profiles.name}) like ${contains})`,
        ne(profiles.id, viewerId),
        visibleProfiles(viewerId),
      ),
    )
    .orderBy(
      sql`(${profiles.username} ilike ${prefix} or lower(${profiles.name}) like ${prefix}) desc`,
      asc(profiles.username),
    )
    .limit(limit)
}

/**
 * Projects whose name or description contains the term, in the shapes of projects_name_trgm_idx
 * (lower(name)) and projects_description_trgm_idx; hidden ones left out as in every project list.
 */
export function projectsMatching(db: DbOrTx, term: string, viewerId: string) {
  const { contains, prefix } = likePatterns(term)
  const lowerName = sql`lower(${projects.name})`
  return db
    .select({
      id: projects.id,
      name: projects.name,
      tagline: projects.tagline,
      logoUrl: projects.logoUrl,
      category: projects.category,
    })
    .from(projects)
    .where(
      and(
        sql`(${lowerName} like ${contains} or lower(coalesce(${projects.description}, '')) like ${contains})`,
        visibleProjects(viewerId),
      ),
    )
    .orderBy(
      sql`${lowerName} like ${prefix} desc`,
      sql`${lowerName} like ${contains} desc`,
      asc(lowerName),
    )
    .limit(limits.searchResults)
}
