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
  filterLabel: 'Show',
  filterAll: 'All',
  filterMentions: 'Mentions',
  emptyMentions: 'No mentions yet',
  emptyMentionsDescription:
    'When someone mentions you, comments on your post or replies to you, it shows up here.',
  followBack: 'Follow back',
  followingBack: 'Following',
  /** The button on a grouped item's avatars. */
  seeEveryone: (count: number) => `See all ${count} people`,
  actorsTitle: (type: string) =>
    type === 'like'
      ? 'Liked by'
      : type === 'follow'
        ? 'Followed by'
        : type === 'launch_upvote'
          ? 'Upvoted by'
          : 'People',
  actorsLoadFailed: 'Could not load this list',
  loadMore: 'Load more',
  /** Each item's menu button: block or mute the actor it names. */
  options: 'Notification options',
  /** 'and 3 others' after the newest actor's name. */
  others: (count: number) => (count === 1 ? 'and 1 other' : `and ${count} others`),
} as const

/** Type labels for the item's icon (screen readers). */
export function notificationKindLabel(type: string): string {
  return (Object.hasOwn(kindLabels, type) && kindLabels[type as NotificationType]) || 'Notification'
}

const kindLabels: Partial<Record<NotificationType, string>> = {
  follow: 'Follow',
  like: 'Like',
  comment: 'Comment',
  reply: 'Reply',
  mention: 'Mention',
  project_mention: 'Project mention',
  project_update: 'Project update',
  project_milestone: 'Milestone',
  maker_invite: 'Maker invitation',
  maker_joined: 'New maker',
  launch_live: 'Launch',
  launch_notify: 'Launch',
  launch_upvote: 'Upvote',
  launch_ranked: 'Launch rank',
}

const sentences: Record<NotificationType, string> = {
  follow: 'started following you',
  like: 'liked your post',
  comment: 'commented on your post',
  reply: 'replied to your comment',
  mention: 'mentioned you in a post',
  project_mention: 'mentioned your project in a post',
  project_update: 'posted an update to a project you follow',
  project_milestone: 'shared a milestone of a project you follow',
  maker_invite: 'invited you to be a maker of their project',
  maker_joined: 'accepted your invitation to be a maker of your project',
  launch_upvote: 'upvoted your launch',
  // Launch notices name no actor: launchNoticeSentence words them.
  launch_live: 'Your launch is live',
  launch_notify: 'A project you asked about launched today',
  launch_ranked: 'Your launch finished in the top 3',
}

/** Sentences that read differently when several members did it ('ana and 2 others followed you'). */
const groupSentences: Partial<Record<NotificationType, string>> = {
  follow: 'followed you',
}

/** The sentence of an item standing for several actors ('… and 12 others upvoted your launch of Kite'). */
export function notificationGroupSentence(type: string, projectName: string | null = null): string {
  return Object.hasOwn(groupSentences, type)
    ? (groupSentences[type as NotificationType] as string)
    : notificationSentence(type, false, projectName)
}

/** Mentions made in a comment rather than in the post itself (decision 039). */
const inCommentSentences: Partial<Record<NotificationType, string>> = {
  mention: 'mentioned you in a comment',
  project_mention: 'mentioned your project in a comment',
}

/** A followed project's news, naming the project when the recipient may see it. */
const projectSentences: Partial<Record<NotificationType, (project: string) => string>> = {
  project_update: (project) => `posted an update to ${project}`,
  project_milestone: (project) => `shared a milestone of ${project}`,
  launch_upvote: (project) => `upvoted your launch of ${project}`,
}

/** Launch notices (issue 32) the app tells of itself: the sentence stands alone, naming no actor. */
const launchNotices: Partial<
  Record<NotificationType, (launch: { projectName: string; rank: LaunchRank | null }) => string>
> = {
  launch_live: ({ projectName }) => `Your launch of ${projectName} is live`,
  launch_notify: ({ projectName }) => `${projectName}, which you asked about, launched today`,
  launch_ranked: ({ projectName, rank }) =>
    rank
      ? `Your launch of ${projectName} finished #${rank.place} of the ${rank.period}`
      : `Your launch of ${projectName} finished in the top 3`,
}
type LaunchRank = { place: number; period: 'day' | 'week' }

/** Whether the item's sentence stands alone (a launch notice), with no actor before it. */
export function isLaunchNotice(type: string): boolean {
  return Object.hasOwn(launchNotices, type)
}

/**
 * A launch notice's whole sentence ('Your launch of Kite finished #2 of the day'), or its words
 * without the project when the launch is hidden from the recipient.
 */
export function launchNoticeSentence(
  type: string,
  launch: { projectName: string; rank: LaunchRank | null } | null,
): string {
  const notice = Object.hasOwn(launchNotices, type)
    ? launchNotices[type as NotificationType]
    : undefined
  return notice && launch ? notice(launch) : notificationSentence(type)
}

/**
 * The action sentence shown after the actor's @username; unknown types stay readable.
 * `inComment`: the notification names a comment (a mention made in one). `projectName`: the
 * followed project an update or milestone is about.
 */
export function notificationSentence(
  type: string,
  inComment = false,
  projectName: string | null = null,
): string {
  if (inComment && Object.hasOwn(inCommentSentences, type)) {
    return inCommentSentences[type as NotificationType] as string
  }
  const aboutProject = Object.hasOwn(projectSentences, type)
    ? projectSentences[type as NotificationType]
    : undefined
  if (projectName && aboutProject) return aboutProject(projectName)
  return Object.hasOwn(sentences, type)
    ? sentences[type as NotificationType]
    : 'interacted with you'
}
