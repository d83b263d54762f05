import type { NotificationType } from '@common/notifications'
import { and, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { notifications } from '../../../db/schema'

export type NewNotification = {
  userId: string
  actorId: string
  type: NotificationType
  postId?: string
  commentId?: string
  projectId?: string
  launchId?: string
  /** Same key for the same recipient: the notification is written once (likes, follows, mentions). */
  dedupeKey?: string
}

/**
 * Kinds that fold into the recipient's unread notification of that kind from the same actor
 * (per project for project mentions), following the unique indexes of migration 0010: a member
 * mentioning someone in 20 posts gives them one notification, pointing at the newest post.
 */
const foldedKinds: Partial<Record<NotificationType, string>> = {
  mention: 'user_id, actor_id',
  project_mention: 'user_id, actor_id, project_id',
}

/**
 * Writes notifications inside the action's transaction, never for acting on your own content.
 * Returns the recipients, to be told live once the transaction has committed.
 */
export async function recordNotifications(tx: DbOrTx, list: NewNotification[]): Promise<string[]> {
  const rows = list.filter((item) => item.userId !== item.actorId)
  const plain = rows.filter((row) => !Object.hasOwn(foldedKinds, row.type))
  const written =
    plain.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(plain)
          .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
          .returning({ userId: notifications.userId })
  for (const [type, target] of Object.entries(foldedKinds)) {
    const batch = rows.filter((row) => row.type === type)
    if (batch.length > 0) written.push(...(await foldIntoUnread(tx, type, target, batch)))
  }
  return [...new Set(written.map((row) => row.userId))]
}

/**
 * Takes back what an action undone had told (a withdrawn launch vote): the notifications of
 * these recipients with these keys are deleted, so the actor leaves the item (a group shrinks).
 * Returns the recipients who had one, their badges to follow after commit.
 */
export async function withdrawNotifications(
  tx: DbOrTx,
  list: NewNotification[],
): Promise<string[]> {
  const keys = [...new Set(list.flatMap((item) => (item.dedupeKey ? [item.dedupeKey] : [])))]
  const recipients = [...new Set(list.map((item) => item.userId))]
  if (keys.length === 0 || recipients.length === 0) return []
  const removed = await tx
    .delete(notifications)
    .where(and(inArray(notifications.userId, recipients), inArray(notifications.dedupeKey, keys)))
    .returning({ userId: notifications.userId })
  return [...new Set(removed.map((row) => row.userId))]
}

/**
 * Inserts, or moves the unread one of the same key to the newer item (never to an older one).
 * A key the recipient already has, read or unread, was told once and is skipped: the conflict
 * clause can name only the partial unread index, so the insert must not reach the unique index
 * on (user_id, dedupe_key) with a duplicate (a read mention made a post's second edit a 500).
 */
async function foldIntoUnread(tx: DbOrTx, type: string, target: string, batch: NewNotification[]) {
  const values = batch.map(
    (row) =>
      sql`(${row.userId}, ${row.actorId}, ${row.postId ?? null}::uuid, ${row.commentId ?? null}::uuid, ${row.projectId ?? null}::uuid, ${row.dedupeKey ?? null})`,
  )
  // The type is a literal, not a parameter: PostgreSQL matches it to the partial index's predicate.
  const kind = sql.raw(`'${type}'`)
  const result = await tx.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, actor_id, type, post_id, comment_id, project_id, dedupe_key)
    select v.user_id, v.actor_id, ${kind}, v.post_id, v.comment_id, v.project_id, v.dedupe_key
    from (values ${sql.join(values, sql`, `)})
      as v (user_id, actor_id, post_id, comment_id, project_id, dedupe_key)
    where not exists (
      select 1 from notifications told where told.user_id = v.user_id and told.dedupe_key = v.dedupe_key)
    on conflict (${sql.raw(target)}) where not is_read and type = ${kind}
    do update set post_id = excluded.post_id, comment_id = excluded.comment_id,
      dedupe_key = excluded.dedupe_key, created_at = excluded.created_at
    where notifications.created_at <= excluded.created_at
    returning user_id`)
  return result.rows.map((row) => ({ userId: row.user_id }))
}
