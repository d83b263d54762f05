import { z } from 'zod'
import { authorSchema } from './posts'
import { limits } from './texts'

/** The kinds the server writes today; the list may grow, so `type` stays an open string. */
export const notificationTypes = [
  'follow',
  'like',
  'comment',
  'reply',
  'mention',
  'project_mention',
  'project_update',
  'project_milestone',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export { notificationSentence, notificationTexts } from './notification-texts'

/** Where opening a notification goes: the post, else the project, else the actor's profile. */
export function notificationTarget(notification: {
  postId: string | null
  projectId: string | null
  actor: { username: string }
}): string {
  if (notification.postId) return `/post/${notification.postId}`
  if (notification.projectId) return `/project/${notification.projectId}`
  return `/${notification.actor.username}`
}

/** The bottom-bar badge: nothing at 0, the count up to 99, then '99+'. */
export function badgeLabel(count: number): string {
  if (count <= 0) return ''
  return count > limits.badgeMax ? `${limits.badgeMax}+` : String(Math.floor(count))
}

export const notificationSchema = z.object({
  id: z.string(),
  /** One of `notificationTypes`, or a newer kind: render it with `notificationSentence`. */
  type: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actor: authorSchema,
  postId: z.string().nullable(),
  projectId: z.string().nullable(),
  commentId: z.string().nullable(),
  /** App path to open: '/post/<id>', '/project/<id>' or '/<actor username>'. */
  target: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

/** GET /api/notifications/unread-count */
export const unreadCountSchema = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCountSchema>

/** POST /api/notifications/read-all and /api/notifications/:id/read answer the new badge count. */
export const markReadResultSchema = z.object({ unreadCount: z.number().int() })
export type MarkReadResult = z.infer<typeof markReadResultSchema>
