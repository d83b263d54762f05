import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { projects } from '../../db/schema'
import { visibleProjects } from '../../policy/visibility'
import { launchBadgeRowsField } from '../projects'

// Badges are fetched by any page that embeds them: always the visitor's view, so a hidden or
// removed project has no badge (the route answers 404). Cards read share-meta's previews.

/** The badge's number: users when the makers report them, else followers (banned ones left out). */
export async function findBadgeRow(db: Db, projectId: string) {
  const [row] = await db
    .select({
      name: projects.name,
      userCount: projects.userCount,
      // Qualified by hand: drizzle writes a lone table's columns unqualified.
      followers: sql<number>`(
        select count(*)::int from project_follows f
        join profiles p on p.id = f.member_id
        where f.project_id = "projects"."id" and not p.banned
      )`,
      launchBadges: launchBadgeRowsField,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjects(null)))
  return row ?? null
}
