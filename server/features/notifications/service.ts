import type { DbOrTx } from '../../db/client'
import { notifications } from '../../db/schema'
import type { EventBus } from '../../lib/event-bus'

export type NotificationType =
  | 'follow'
  | 'like'
  | 'comment'
  | 'reply'
  | 'mention'
  | 'project_mention'

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
 * Writes notifications inside the action's transaction, never for acting on your own content.
 * Returns the recipients, to be told live once the transaction has committed.
 */
export async function recordNotifications(tx: DbOrTx, list: NewNotification[]): Promise<string[]> {
  const rows = list.filter((item) => item.userId !== item.actorId)
  if (rows.length === 0) return []
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ userId: notifications.userId })
  return [...new Set(inserted.map((row) => row.userId))]
}

/** After commit: each recipient's badge and list re-read. */
export async function announceNotifications(bus: EventBus, recipients: string[]): Promise<void> {
  await Promise.all(
    recipients.map((userId) => bus.publish({ type: 'notifications.changed', userId })),
  )
}
