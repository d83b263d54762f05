import type { NotificationType } from './notifications'

// The notifications feature's English, one home for the server and the web app (README: Texts).
// Kept apart from the zod schemas in notifications.ts so screens that only need the wording
// load no zod.
export const notificationTexts = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  emptyDescription:
    'When someone follows you, likes or comments on your posts or mentions you, it shows up here.',
  unread: 'Unread',
  loadFailed: 'Could not load notifications',
  notFound: 'Notification not found',
  loading: 'Loading notifications',
} as const

const sentences: Record<NotificationType, string> = {
  follow: 'started following you',
  like: 'liked your post',
  comment: 'commented on your post',
  reply: 'replied to your comment',
  mention: 'mentioned you in a post',
  project_mention: 'mentioned your project in a post',
  project_update: 'posted an update to a project you follow',
  project_milestone: 'shared a milestone of a project you follow',
}

/** The action sentence shown after the actor's @username; unknown types stay readable. */
export function notificationSentence(type: string): string {
  return Object.hasOwn(sentences, type)
    ? sentences[type as NotificationType]
    : 'interacted with you'
}
