import { limits } from '@common/texts'
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { profiles, projects } from '../../db/schema'
import { escapeLike } from '../mentions/queries'
import { visibleProjectsFor } from '../projects/visibility'

/** `%term%` and `term%`, lowercased, with the user's `%`, `_` and `\` taken literally. */
export function likePatterns(term: string) {
  const escaped = escapeLike(term.toLowerCase())
  return { contains: `%${escaped}%`, prefix: `${escaped}%` }
}

const notReportedBy = (viewerId: string) =>
  sql`not exists (select 1 from reports r where r.user_id = ${viewerId} and r.reported_type = 'profile' and r.reported_id = ${profiles.id})`

/**
 * People whose username or name contains the term: never the searcher, banned members, profiles
 * the searcher reported or with 2 reports. The predicates have the exact shapes of
 * profiles_username_trgm_idx (username) and profiles_name_trgm_idx (lower(name)).
 */
export function peopleMatching(db: DbOrTx, term: string, viewerId: string) {
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
        eq(profiles.banned, false),
        lt(profiles.reportCount, limits.reportHideThreshold),
        notReportedBy(viewerId),
      ),
    )
    .orderBy(
      sql`(${profiles.username} ilike ${prefix} or lower(${profiles.name}) like ${prefix}) desc`,
      asc(profiles.username),
    )
    .limit(limits.searchResults)
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
        visibleProjectsFor(viewerId),
      ),
    )
    .orderBy(
      sql`${lowerName} like ${prefix} desc`,
      sql`${lowerName} like ${contains} desc`,
      asc(lowerName),
    )
    .limit(limits.searchResults)
}
