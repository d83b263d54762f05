import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { profiles, projectBookmarks, projects } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'
import { visibleProjects } from '../../../policy/visibility'
import { madeByMemberSql } from '../makers/queries'
import { projectColumns, projectRowsQuery } from '../queries'

const bookmarkedAt = sql<string>`${sql.raw(cursorTimestampSql('"project_bookmarks"."created_at"'))}`

/**
 * The projects a member makes (owns, or co-makes since accepting), newest first, with the
 * hiding rules applied for the viewer.
 */
export async function listOwnerProjectRows(
  db: DbOrTx,
  options: { ownerId: string; viewerId: string | null; after: Keyset | null; limit: number },
) {
  const { ownerId, viewerId, after, limit } = options
  const rows = await projectRowsQuery(db, viewerId)
    .where(
      and(
        madeByMemberSql(ownerId),
        visibleProjects(viewerId),
        keysetCondition(projects.createdAt, projects.id, after),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** The viewer's bookmarked projects, most recently bookmarked first; the cursor is the bookmark. */
export async function listBookmarkedProjectRows(
  db: DbOrTx,
  options: { viewerId: string; after: Keyset | null; limit: number },
) {
  const { viewerId, after, limit } = options
  const rows = await db
    .select({
      ...projectColumns(viewerId),
      bookmarkId: projectBookmarks.id,
      bookmarkedAt,
    })
    .from(projectBookmarks)
    .innerJoin(projects, eq(projects.id, projectBookmarks.projectId))
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(
      and(
        eq(projectBookmarks.userId, viewerId),
        visibleProjects(viewerId),
        keysetCondition(projectBookmarks.createdAt, projectBookmarks.id, after),
      ),
    )
    .orderBy(desc(projectBookmarks.createdAt), desc(projectBookmarks.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.bookmarkedAt, id: row.bookmarkId }))
}
