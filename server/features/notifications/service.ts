import type { LiveEvent } from '@common/live-events'
import {
  type Notification,
  type NotificationActor,
  type NotificationFilter,
  notificationTarget,
  notificationTexts,
} from '@common/notifications'
import type { Page } from '@common/pagination'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import { filterCondition } from './list/grouping'
import { findGroupOf, listGroupActors, listNotificationGroups } from './list/queries'
import { countUnread, markAllRead, markOneRead } from './queries'

/** The live events of a change to these members' notifications: each node sends their streams the new unread count. */
export function notificationEvents(recipients: string[]): LiveEvent[] {
  return recipients.map((userId) => ({ type: 'notifications.changed', userId }))
}

/** After commit: each recipient's badge follows, in every tab (one NOTIFY for all of them). */
export async function announceNotifications(bus: EventBus, recipients: string[]): Promise<void> {
  if (recipients.length > 0) await bus.publish(notificationEvents(recipients))
}

export type NotificationsDeps = { db: Db; bus: EventBus }

export async function listNotificationsPage(
  { db }: Pick<NotificationsDeps, 'db'>,
  options: { userId: string; filter: NotificationFilter; cursor?: string; limit: number },
): Promise<Page<Notification>> {
  const page = await listNotificationGroups(db, {
    userId: options.userId,
    only: filterCondition(options.filter),
    after: decodeCursor(options.cursor),
    limit: options.limit,
  })
  return {
    items: page.items.map((row) => ({ ...row, target: notificationTarget(row) })),
    nextCursor: page.nextCursor,
  }
}

/** Everyone one of your items stands for; anyone else's item is a 404. */
export async function listNotificationActors(
  { db }: Pick<NotificationsDeps, 'db'>,
  options: { userId: string; notificationId: string; cursor?: string; limit: number },
): Promise<Page<NotificationActor>> {
  const after = decodeCursor(options.cursor)
  const group = await findGroupOf(db, options.userId, options.notificationId)
  if (!group) throw new AppError('not_found', notificationTexts.notFound)
  return listGroupActors(db, { userId: options.userId, group, after, limit: options.limit })
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
