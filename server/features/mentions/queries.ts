import { limits } from '@common/limits'
import { and, asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { projects } from '../../db/schema'
import { visibleProjects } from '../../policy/visibility'
import { likePatterns, peopleMatching } from '../search'

/**
 * Up to 5 people (found as search finds them) and 5 projects for an @word being typed, prefix
 * matches first; only who and what this member may see.
 */
export async function suggestMentions(db: Db, word: string, viewerId: string) {
  const { contains, prefix } = likePatterns(word)
  const [users, projectRows] = await Promise.all([
    peopleMatching(db, word, viewerId, limits.mentionSuggestions),
    db
      .select({ id: projects.id, name: projects.name, logoUrl: projects.logoUrl })
      .from(projects)
      .where(and(sql`${projects.nameKey} like ${contains}`, visibleProjects(viewerId)))
      .orderBy(sql`${projects.nameKey} like ${prefix} desc`, asc(projects.nameKey))
      .limit(limits.mentionSuggestions),
  ])
  return { users, projects: projectRows }
}
