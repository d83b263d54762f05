import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { projectBookmarks, projects } from '../../db/schema'

/** Whether another project has this name's key (lower case, no spaces). */
export async function isNameTaken(db: DbOrTx, name: string, exceptProjectId: string | null) {
  const [taken] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`${projects.nameKey} = lower(regexp_replace(${name}, '\\s', '', 'g'))`,
        exceptProjectId ? ne(projects.id, exceptProjectId) : undefined,
      ),
    )
    .limit(1)
  return Boolean(taken)
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id })
  return row!.id
}

export async function updateProjectRow(
  db: DbOrTx,
  projectId: string,
  changes: Partial<typeof projects.$inferInsert>,
) {
  await db
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
}

export async function deleteProjectRow(db: DbOrTx, projectId: string) {
  await db.delete(projects).where(eq(projects.id, projectId))
}

/** Idempotent: the unique (user, project) index turns concurrent double-clicks into one row. */
export async function setBookmarkRow(
  db: DbOrTx,
  userId: string,
  projectId: string,
  bookmarked: boolean,
) {
  if (bookmarked) {
    await db.insert(projectBookmarks).values({ userId, projectId }).onConflictDoNothing()
  } else {
    await db
      .delete(projectBookmarks)
      .where(and(eq(projectBookmarks.userId, userId), eq(projectBookmarks.projectId, projectId)))
  }
}
