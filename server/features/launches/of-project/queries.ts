import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { launches, posts, projects } from '../../../db/schema'
import type { DayCursor } from '../cursors'
import { launchColumns } from '../queries'

/**
 * A page of one project's launches, newest day first, as every launch answer reads them
 * (`launchColumns`). Cancelled launches are left out (see the service).
 */
export function listProjectLaunchRows(
  db: DbOrTx,
  projectId: string,
  options: { viewerId: string | null; after: DayCursor | null; limit: number },
) {
  const { after } = options
  return db
    .select(launchColumns(options.viewerId))
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .leftJoin(posts, eq(posts.id, launches.threadPostId))
    .where(
      and(
        eq(launches.projectId, projectId),
        ne(launches.state, 'cancelled'),
        after
          ? sql`(${launches.day}, ${launches.id}) < (${after.day}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(launches.day), desc(launches.id))
    .limit(options.limit + 1)
}
