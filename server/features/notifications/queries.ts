import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, notifications, posts, profiles } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import { visibleComments, visiblePosts, visibleProfiles } from '../../policy/visibility'

/**
 * A notification shows only when its actor (joined as `profiles`), and the post and comment it
 * points at, are visible to the recipient; the badge counts only what the list shows.
 */
function visibleToRecipient(userId: string | SQL): SQL {
  return sql`${visibleProfiles(userId)}
    and (${notifications.postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${notifications.postId} and ${visiblePosts(userId)}))
    and (${notifications.commentId} is null or exists (select 1 from ${comments} where ${comments.id} = ${notifications.commentId} and ${visibleComments(userId)}))`
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .innerJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        visibleToRecipient(userId),
      ),
    )
  return row?.value ?? 0
}

/**
 * The unread counts of several recipients in one query (the live stream's badge): the same rule
 * as `countUnread`, once per recipient.
 */
export async function countUnreadOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  // Not `r`: the visibility rules name the reports table so inside their subqueries.
  const recipient = sql`recipient.id`
  const result = await db.execute<{ id: string; unread: number }>(sql`
    select recipient.id, (
      select count(*)::int from ${notifications}
      inner join ${profiles} on ${profiles.id} = ${notifications.actorId}
      where ${notifications.userId} = ${recipient} and not ${notifications.isRead}
        and ${visibleToRecipient(recipient)}
    ) as unread
    from unnest(${sql.param(userIds)}::text[]) as recipient(id)`)
  return new Map(result.rows.map((row) => [row.id, Number(row.unread)]))
}

const createdAtText = sql<string>`${sql.raw(cursorTimestampSql('"notifications"."created_at"'))}`

/** A recipient's notifications with their actor, newest first: one SQL query per page. */
export async function listNotificationRows(
  db: DbOrTx,
  options: { userId: string; after: Keyset | null; limit: number },
) {
  const { userId, after, limit } = options
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      isRead: notifications.isRead,
      createdAt: createdAtText,
      postId: notifications.postId,
      projectId: notifications.projectId,
      commentId: notifications.commentId,
      actor: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(notifications)
    .innerJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(
      and(
        eq(notifications.userId, userId),
        visibleToRecipient(userId),
        keysetCondition(notifications.createdAt, notifications.id, after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
  return toPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
}

/** Marks one of the recipient's notifications read; null when it is not theirs or missing. */
export async function markOneRead(db: DbOrTx, userId: string, notificationId: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  return row ?? null
}

/** Returns how many changed, so a no-op announces nothing. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const result = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
  return result.rowCount ?? 0
}
