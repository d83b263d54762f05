import type { ReportedType } from '@common/reports'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, posts, profiles, projects } from '../../db/schema'

/** A reportable item and whose it is (for a profile, the profile itself). */
export type ReportTarget = {
  type: ReportedType
  id: string
  ownerId: string
  /** The post a comment belongs to, for its live event; null otherwise. */
  postId: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Posts, comments and projects have uuid ids; a profile's id is its user id. */
export function isPlausibleId(type: ReportedType, id: string): boolean {
  return type === 'profile' || UUID.test(id)
}

/** Null when the item does not exist (an id that is not even a uuid never reaches SQL). */
export async function findReportTarget(
  db: DbOrTx,
  type: ReportedType,
  id: string,
): Promise<ReportTarget | null> {
  if (!isPlausibleId(type, id)) return null
  const rows = await selectOwner(db, type, id)
  const row = rows[0]
  return row ? { type, id, ownerId: row.ownerId, postId: row.postId } : null
}

function selectOwner(db: DbOrTx, type: ReportedType, id: string) {
  const noPost = sql<string | null>`null`
  switch (type) {
    case 'post':
      return db
        .select({ ownerId: posts.userId, postId: posts.id })
        .from(posts)
        .where(eq(posts.id, id))
    case 'comment':
      return db
        .select({ ownerId: comments.userId, postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, id))
    case 'project':
      return db
        .select({ ownerId: projects.userId, postId: noPost })
        .from(projects)
        .where(eq(projects.id, id))
    case 'profile':
      return db
        .select({ ownerId: profiles.id, postId: noPost })
        .from(profiles)
        .where(eq(profiles.id, id))
  }
}

/** Adds `delta` to the item's report_count, never below zero; returns the new count. */
export async function changeReportCount(
  db: DbOrTx,
  target: Pick<ReportTarget, 'type' | 'id'>,
  delta: number,
): Promise<number> {
  const table = { post: posts, comment: comments, project: projects, profile: profiles }[
    target.type
  ]
  const [row] = await db
    .update(table)
    .set({ reportCount: sql`greatest(${table.reportCount} + ${delta}, 0)` })
    .where(eq(table.id, target.id))
    .returning({ reportCount: table.reportCount })
  return row?.reportCount ?? 0
}
