import type { NotificationType } from '@common/notifications'
import { sql } from 'drizzle-orm'
import type { IndexColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { notifications } from '../../db/schema'

export type NewNotification = {
  userId: string
  actorId: string
  type: NotificationType
  postId?: string
  commentId?: string
  projectId?: string
  /** Same key for the same recipient: the notification is written once (likes, follows, mentions). */
  dedupeKey?: string
}

/**
 * Kinds that fold into the recipient's unread notification of that kind from the same actor
 * (per project for project mentions), following the unique indexes of migration 0010: a member
 * mentioning someone in 20 posts gives them one notification, pointing at the newest post.
 */
const foldedKinds: Partial<Record<NotificationType, IndexColumn[]>> = {
  mention: [notifications.userId, notifications.actorId],
  project_mention: [notifications.userId, notifications.actorId, notifications.projectId],
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

/** Inserts, or moves the unread one of the same key to the newer item (never to an older one). */
function foldIntoUnread(tx: DbOrTx, type: string, target: IndexColumn[], batch: NewNotification[]) {
  return tx
    .insert(notifications)
    .values(batch)
    .onConflictDoUpdate({
      target,
      // A literal, not a parameter: PostgreSQL matches it to the partial index's predicate.
      targetWhere: sql`not ${notifications.isRead} and ${notifications.type} = ${sql.raw(`'${type}'`)}`,
      set: {
        postId: sql`excluded.post_id`,
        commentId: sql`excluded.comment_id`,
        dedupeKey: sql`excluded.dedupe_key`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`${notifications.createdAt} <= excluded.created_at`,
    })
    .returning({ userId: notifications.userId })
}
