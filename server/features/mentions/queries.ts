import { limits } from '@common/limits'
import { and, asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, projects } from '../../db/schema'
import { visibleProfiles, visibleProjects } from '../../policy/visibility'

/** `%`, `_` and `\` typed by a user match themselves in LIKE patterns. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * Up to 5 people and 5 projects for an @word being typed, prefix matches first; only who and what
 * this member may see, as in search.
 */
export async function suggestMentions(db: Db, word: string, viewerId: string) {
  const pattern = `%${escapeLike(word.toLowerCase())}%`
  const prefix = `${escapeLike(word.toLowerCase())}%`
  const [users, projectRows] = await Promise.all([
    db
      .select({
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      })
      .from(profiles)
      .where(
        and(
          sql`${profiles.id} <> ${viewerId}`,
          visibleProfiles(viewerId),
          sql`(${profiles.username} like ${pattern} or lower(${profiles.name}) like ${pattern})`,
        ),
      )
      .orderBy(sql`${profiles.username} like ${prefix} desc`, asc(profiles.username))
      .limit(limits.mentionSuggestions),
    db
      .select({ id: projects.id, name: projects.name, logoUrl: projects.logoUrl })
      .from(projects)
      .where(and(sql`${projects.nameKey} like ${pattern}`, visibleProjects(viewerId)))
      .orderBy(sql`${projects.nameKey} like ${prefix} desc`, asc(projects.nameKey))
      .limit(limits.mentionSuggestions),
  ])
  return { users, projects: projectRows }
}
