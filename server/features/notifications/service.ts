import type { LiveEvent } from '@common/live-events'
import {
  type Notification,
  type NotificationType,
  notificationTarget,
  notificationTexts,
} from '@common/notifications'
import type { Page } from '@common/pagination'
import type { Db, DbOrTx } from '../../db/client'
import { notifications } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import { countUnread, listNotificationRows, markAllRead, markOneRead } from './queries'

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

/** The live events telling each recipient to re-read their badge and list. */
export function notificationEvents(recipients: string[]): LiveEvent[] {
  return recipients.map((userId) => ({ type: 'notifications.changed', userId }))
}

/** After commit: each recipient's badge and list re-read (one NOTIFY for all of them). */
export async function announceNotifications(bus: EventBus, recipients: string[]): Promise<void> {
  if (recipients.length > 0) await bus.publish(notificationEvents(recipients))
}

export type NotificationsDeps = { db: Db; bus: EventBus }

export async function listNotificationsPage(
  { db }: NotificationsDeps,
  options: { userId: string; cursor?: string; limit: number },
): Promise<Page<Notification>> {
  const page = await listNotificationRows(db, {
    userId: options.userId,
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  return {
    items: page.items.map((row) => ({ ...row, target: notificationTarget(row) })),
    nextCursor: page.nextCursor,
  }
}

/** Only the recipient can mark a notification read: anyone else's id is a 404. */
export async function markNotificationRead(
  deps: NotificationsDeps,
  userId: string,
  notificationId: string,
) {
  const marked = await markOneRead(deps.db, userId, notificationId)
  if (!marked) throw new AppError('not_found', notificationTexts.notFound)
  await announceNotifications(deps.bus, [userId])
  return { unreadCount: await countUnread(deps.db, userId) }
}

export async function markAllNotificationsRead(deps: NotificationsDeps, userId: string) {
  const changed = await markAllRead(deps.db, userId)
  if (changed > 0) await announceNotifications(deps.bus, [userId])
  return { unreadCount: await countUnread(deps.db, userId) }
}
