import { dateTexts } from './calendar'
import { limits } from './limits'

// The wording lives apart so the web app can use it without loading zod (decision 030).

export const draftTexts = {
  notFound: 'Draft not found',
  tooMany: `You can keep up to ${limits.draftsPerMember} drafts. Delete one to start another.`,
  scheduleInPast: 'Pick a time in the future',
  scheduleTooFar: 'You can schedule a post up to a year ahead',
  invalidTime: dateTexts.invalidTime,
} as const

/** The composer's draft and schedule labels, and the Drafts list. */
export const draftScreenTexts = {
  drafts: 'Drafts',
  draftsTitle: 'Drafts and scheduled posts',
  openDrafts: (count: number) => (count > 0 ? `Drafts (${count})` : 'Drafts'),
  empty: 'No drafts',
  emptyHint: 'What you write in the composer is kept here until you post it.',
  loadFailed: 'Drafts could not be loaded.',
  loading: 'Loading drafts',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  saveFailed: 'Draft not saved',
  resumeTitle: 'Continue your draft?',
  resumeBody: 'You have an unsent draft. Pick up where you left off, or start a new post.',
  resume: 'Continue draft',
  startNew: 'Start a new post',
  untitled: 'Empty draft',
  images: (count: number) => `${count} image${count === 1 ? '' : 's'}`,
  edited: (when: string) => `Edited ${when}`,
  open: 'Open',
  delete: 'Delete',
  deleteDraft: 'Delete draft',
  deleted: 'Draft deleted',
  deleteFailed: 'Draft could not be deleted',
  schedule: 'Schedule',
  scheduleTitle: 'Schedule post',
  scheduleHint: (zone: string) => `Date and time in your time zone (${zone}).`,
  scheduleLabel: 'Publish at',
  scheduleConfirm: 'Schedule post',
  scheduled: 'Post scheduled',
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  scheduleFailed: 'Post could not be scheduled',
  cancelSchedule: 'Cancel schedule',
  scheduleCancelled: 'Schedule cancelled: the post is a draft again',
  cancel: 'Cancel',
  leaveTitle: 'Leave the composer?',
  leaveBody: 'Your text is kept in your drafts, but it has not been posted.',
  leave: 'Leave',
  stay: 'Keep writing',
} as const
