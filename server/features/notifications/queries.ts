import { and, countDistinct, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, notifications, posts, profiles } from '../../db/schema'
import {
  visibleActors,
  visibleComments,
  visiblePosts,
  withoutViewersMutedWords,
} from '../../policy/visibility'
import { groupKeyOf } from './list/grouping'

/**
 * A notification shows only when its actor (joined as `profiles`), and the post and comment it
 * points at, are visible to the recipient; the badge counts only what the list shows. A launch
 * notice of a project hidden from the recipient shows without the launch (`launchOf` is null).
 */
export function visibleToRecipient(userId: string | SQL): SQL {
  return sql`${visibleActors(userId)}
    and (${notifications.postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${notifications.postId} and ${visiblePosts(userId)} and ${withoutViewersMutedWords('post', userId, 'notifications')}))
    and (${notifications.commentId} is null or exists (select 1 from ${comments} where ${comments.id} = ${notifications.commentId} and ${visibleComments(userId)} and ${withoutViewersMutedWords('comment', userId, 'notifications')}))`
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(groupKeyOf('notifications')) })
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
      select count(distinct ${groupKeyOf('notifications')})::int from ${notifications}
      inner join ${profiles} on ${profiles.id} = ${notifications.actorId}
      where ${notifications.userId} = ${recipient} and not ${notifications.isRead}
        and ${visibleToRecipient(recipient)}
    ) as unread
    from unnest(${sql.param(userIds)}::text[]) as recipient(id)`)
  return new Map(result.rows.map((row) => [row.id, Number(row.unread)]))
}

/**
 * Marks one of the recipient's items read: the notification and the rest of its group (a grouped
 * item is read as one). Null when it is not theirs or missing.
 */
export async function markOneRead(db: DbOrTx, userId: string, notificationId: string) {
  const result = await db.execute<{ id: string }>(sql`
    update ${notifications} set is_read = true
    where ${notifications.userId} = ${userId}
      and ${groupKeyOf('notifications')} = (
        select ${groupKeyOf('target')} from ${notifications} as target
        where target.id = ${notificationId} and target.user_id = ${userId})
    returning ${notifications.id}`)
  return result.rows[0] ?? null
}

/** Returns how many changed, so a no-op announces nothing. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const result = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
  return result.rowCount ?? 0
}
