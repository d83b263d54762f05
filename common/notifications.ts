import { z } from 'zod'
import { pageQuerySchema } from './pagination'
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
  'maker_invite',
  'maker_joined',
  'launch_live',
  'launch_notify',
  'launch_upvote',
  'launch_ranked',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export {
  isLaunchNotice,
  launchNoticeSentence,
  notificationGroupSentence,
  notificationKindLabel,
  notificationSentence,
  notificationTexts,
} from './notification-texts'

/**
 * Where opening a notification goes: the launch, else the post, else the project, else the
 * actor's profile.
 */
export function notificationTarget(notification: {
  postId: string | null
  projectId: string | null
  launch?: { id: string } | null
  actor: { username: string }
}): string {
  if (notification.launch) return `/launch/${notification.launch.id}`
  if (notification.postId) return `/post/${notification.postId}`
  if (notification.projectId) return `/project/${notification.projectId}`
  return `/${notification.actor.username}`
}

/** The bottom-bar badge: nothing at 0, the count up to 99, then '99+'. */
export function badgeLabel(count: number): string {
  if (count <= 0) return ''
  return count > limits.badgeMax ? `${limits.badgeMax}+` : String(Math.floor(count))
}

/** The launch a launch notice is about (issue 32): its page is /launch/{id}. */
export const notificationLaunchSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  /** `launch_ranked`: the frozen place, of the day or of the week; null for other kinds. */
  rank: z.object({ place: z.number().int(), period: z.enum(['day', 'week']) }).nullable(),
})
export type NotificationLaunch = z.infer<typeof notificationLaunchSchema>

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
  /** App path to open: '/launch/<id>', '/post/<id>', '/project/<id>' or '/<actor username>'. */
  target: z.string(),
  /**
   * How many members the item stands for: likes of one post and follows, within one UTC day,
   * are one item (decision 032); 1 for every other kind. `actor` is the newest of them.
   */
  actorCount: z.number().int(),
  /** The newest actors of the item, newest first, at most `notificationAvatars` (its avatars). */
  actors: z.array(authorSchema),
  /**
   * A shortened quote of the mention, comment or reply, or of a followed project's update or
   * milestone post; null for kinds that quote nothing.
   */
  quote: z.string().nullable(),
  /**
   * The followed project an update or milestone is about, or the launched project of a launch
   * notice; null for other kinds or a hidden project.
   */
  projectName: z.string().nullable(),
  /**
   * The launch of a launch notice (`launch_live`, `launch_notify`, `launch_upvote`,
   * `launch_ranked`); null for other kinds or when its project is hidden from you.
   */
  launch: notificationLaunchSchema.nullable(),
  /** Whether you follow `actor` (a follow item's 'Follow back' button). */
  actorFollowedByMe: z.boolean(),
})
export type Notification = z.infer<typeof notificationSchema>

/** How many avatars a grouped item shows; the rest are in its list of everyone. */
export const notificationAvatars = 3

/** `?filter=mentions`: only mentions, comments and replies (what quotes you). */
export const notificationFilters = ['all', 'mentions'] as const
export type NotificationFilter = (typeof notificationFilters)[number]
export const notificationListQuerySchema = pageQuerySchema.extend({
  filter: z.enum(notificationFilters).default('all'),
})

/** GET /api/notifications/:id/actors: everyone a (grouped) item stands for, newest first. */
export const notificationActorSchema = authorSchema.extend({
  followedByMe: z.boolean(),
  /** When this member acted. */
  at: z.string(),
})
export type NotificationActor = z.infer<typeof notificationActorSchema>

/** GET /api/notifications/unread-count */
export const unreadCountSchema = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCountSchema>

/** POST /api/notifications/read-all and /api/notifications/:id/read answer the new badge count. */
export const markReadResultSchema = z.object({ unreadCount: z.number().int() })
export type MarkReadResult = z.infer<typeof markReadResultSchema>
