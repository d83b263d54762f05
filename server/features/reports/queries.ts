import { normaliseUuid } from '@common/ids'
import type { ReportedType, ReportReason } from '@common/reports'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, posts, profiles, projects, reports } from '../../db/schema'

/** A reportable item and whose it is (for a profile, the profile itself). */
export type ReportTarget = {
  type: ReportedType
  id: string
  ownerId: string
  /** The post a comment belongs to, for its live event; null otherwise. */
  postId: string | null
}

/** Posts, comments and projects have uuid ids; a profile's id is its user id. */
export function isPlausibleId(type: ReportedType, id: string): boolean {
  return type === 'profile' || normaliseUuid(id) !== null
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
  // The stored id, whatever spelling arrived: reports and counts key on it.
  return row ? { type, id: row.id, ownerId: row.ownerId, postId: row.postId } : null
}

function selectOwner(db: DbOrTx, type: ReportedType, id: string) {
  const noPost = sql<string | null>`null`
  switch (type) {
    case 'post':
      return db
        .select({ id: posts.id, ownerId: posts.userId, postId: posts.id })
        .from(posts)
        .where(eq(posts.id, id))
    case 'comment':
      return db
        .select({
          id: comments.id,
          ownerId: comments.userId,
          postId: comments.postId,
        })
        .from(comments)
        .where(eq(comments.id, id))
    case 'project':
      return db
        .select({ id: projects.id, ownerId: projects.userId, postId: noPost })
        .from(projects)
        .where(eq(projects.id, id))
    case 'profile':
      return db
        .select({ id: profiles.id, ownerId: profiles.id, postId: noPost })
        .from(profiles)
        .where(eq(profiles.id, id))
  }
}

/**
 * The item's report_count as the reports triggers left it (migration 0007): derived from its open
 * reports by live, unbanned members, never added to by hand.
 */
export async function readReportCount(
  db: DbOrTx,
  target: Pick<ReportTarget, 'type' | 'id'>,
): Promise<number> {
  const table = { post: posts, comment: comments, project: projects, profile: profiles }[
    target.type
  ]
  const [row] = await db
    .select({ reportCount: table.reportCount })
    .from(table)
    .where(eq(table.id, target.id))
  return row?.reportCount ?? 0
}

/**
 * One report per member and item, with why: true when this one is new (a repeat changes nothing,
 * not even its reason).
 */
export async function insertReport(
  db: DbOrTx,
  userId: string,
  target: Pick<ReportTarget, 'type' | 'id'>,
  why: { reason: ReportReason; note: string | null },
) {
  const inserted = await db
    .insert(reports)
    .values({
      userId,
      reportedType: target.type,
      reportedId: target.id,
      reason: why.reason,
      note: why.note,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id })
  return inserted.length > 0
}
