import type { ModerationAction, ModerationLogAction } from './moderation'
import type { ReportedType } from './report-texts'

// The moderation feature's English, one home for the server and the web app (README: Texts).
// Kept apart from the zod schemas in moderation.ts so screens that only need the wording load
// no zod.

export const moderationTexts = {
  title: 'Moderation',
  queueTitle: 'Open reports',
  historyTitle: 'History',
  emptyQueue: 'No open reports. All clear.',
  emptyHistory: 'No moderation actions yet',
  moderatorsOnly: 'Only moderators can do that',
  cannotBanYourself: 'You cannot ban yourself',
  notFound: 'This content no longer exists',
  actionFailed: 'Could not complete the action',
  reporters: 'Reported by',
  asReported: 'As reported',
  editedSince: 'Now (edited since)',
  banned: 'Banned',
  by: (moderator: string | null) => `by ${moderator ? `@${moderator}` : 'a deleted account'}`,
  loadingList: (label: string) => `Loading ${label.toLowerCase()}`,
  reportCount: (count: number) => `${count} report${count === 1 ? '' : 's'}`,
  view: (type: string) => `View ${type.toLowerCase()}`,
  moreReporters: (count: number) => ` and ${count} more`,
  reasons: 'Reasons',
  /** 'Spam ×2': a reason and how many reports gave it. */
  reasonCount: (reason: string, count: number) => `${reason} ×${count}`,
  notes: 'Notes from reporters',
} as const

/** What a queue item is. */
export const moderationItemTypes: Record<ReportedType, string> = {
  post: 'Post',
  comment: 'Comment',
  project: 'Project',
  profile: 'Profile',
}

/** Button labels per action. */
export const moderationActionLabels: Record<ModerationAction, string> = {
  dismiss: 'Dismiss reports',
  remove: 'Remove content',
  ban: 'Ban author',
  unban: 'Unban author',
}

/** Success toast per action. */
export const moderationActionDone: Record<ModerationLogAction, string> = {
  dismiss: 'Reports dismissed',
  remove: 'Content removed',
  ban: 'User banned',
  unban: 'User unbanned',
  disqualify: 'Launch disqualified',
  void_votes: 'Vote voided',
}

/** Confirmation asked before the destructive actions (dismiss and unban need none). */
export const moderationConfirmations: Partial<Record<ModerationAction, string>> = {
  remove: 'Remove this content? This cannot be undone.',
  ban: 'Ban this member? Their content is hidden and they are signed out everywhere.',
}
