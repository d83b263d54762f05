import type { ModerationLogAction } from '@common/moderation'
import type { ReportedType } from '@common/reports'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { comments, moderationActions, profiles, projects, reports, session } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import type { TargetRef } from './target-details'

/** Closes the item's open reports; returns how many were closed. */
export async function closeOpenReports(
  db: DbOrTx,
  target: TargetRef,
  status: 'dismissed' | 'actioned',
  moderatorId: string,
): Promise<number> {
  const result = await db
    .update(reports)
    .set({ status, reviewedBy: moderatorId, reviewedAt: sql`now()` })
    .where(
      and(
        eq(reports.reportedType, target.type),
        eq(reports.reportedId, target.id),
        eq(reports.status, 'open'),
      ),
    )
  return result.rowCount ?? 0
}

/** A ban also ends every session of that member, so they are signed out at once. */
export async function setBanned(db: DbOrTx, userId: string, banned: boolean): Promise<void> {
  await db.update(profiles).set({ banned, updatedAt: sql`now()` }).where(eq(profiles.id, userId))
  if (banned) await db.delete(session).where(eq(session.userId, userId))
}

export async function recordModerationAction(
  db: DbOrTx,
  entry: {
    moderatorId: string
    action: ModerationLogAction
    targetType: ReportedType
    targetId: string
    subjectUserId: string
    summary: string
  },
): Promise<string> {
  const [row] = await db
    .insert(moderationActions)
    .values(entry)
    .returning({ id: moderationActions.id })
  return row!.id
}

const moderator = alias(profiles, 'moderator')
const subject = alias(profiles, 'subject')
const createdAtText = sql<string>`${sql.raw(cursorTimestampSql('"moderation_actions"."created_at"'))}`

function historyQuery(db: DbOrTx) {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      targetType: moderationActions.targetType,
      targetId: moderationActions.targetId,
      summary: sql<string>`coalesce(${moderationActions.summary}, '')`,
      createdAt: createdAtText,
      moderator: { id: moderator.id, username: moderator.username },
      subject: { id: subject.id, username: subject.username, banned: subject.banned },
    })
    .from(moderationActions)
    .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
    .leftJoin(subject, eq(subject.id, moderationActions.subjectUserId))
}

export async function listHistoryRows(db: DbOrTx, after: Keyset | null, limit: number) {
  const rows = await historyQuery(db)
    .where(keysetCondition(moderationActions.createdAt, moderationActions.id, after))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

export async function findHistoryEntry(db: DbOrTx, id: string) {
  const [row] = await historyQuery(db).where(eq(moderationActions.id, id)).limit(1)
  return row ?? null
}

/** A moderator's removal of a comment or a project (posts go through the author's delete). */
export async function deleteContent(db: DbOrTx, type: 'comment' | 'project', id: string) {
  if (type === 'comment') await db.delete(comments).where(eq(comments.id, id))
  else await db.delete(projects).where(eq(projects.id, id))
}
