import { texts } from './texts'

// Kept apart from the zod schemas in reports.ts so screens that only need the wording load no zod.
export const reportedTypes = ['post', 'comment', 'project', 'profile'] as const
export type ReportedType = (typeof reportedTypes)[number]

/** Why a member reports an item (issue 31); `other` asks for a note. */
export const reportReasons = [
  'spam',
  'harassment',
  'impersonation',
  'misleading-metrics',
  'other',
] as const
export type ReportReason = (typeof reportReasons)[number]

/** The longest note a reporter may add, in characters. */
export const reportNoteMax = 500

const nouns: Record<ReportedType, string> = {
  post: 'post',
  comment: 'comment',
  project: 'project',
  profile: 'profile',
}

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  impersonation: 'Impersonation',
  'misleading-metrics': 'Misleading metrics',
  other: 'Something else',
}

/** The reasons the report dialog offers: misleading metrics only for a project, which has them. */
export function reportReasonsFor(type: ReportedType): readonly ReportReason[] {
  return type === 'project'
    ? reportReasons
    : reportReasons.filter((reason) => reason !== 'misleading-metrics')
}

export const reportTexts = {
  reported: 'Reported',
  reportedDescription: 'Thanks for letting us know. Our team will review it.',
  failed: 'Could not submit report',
  loggedOut: texts.reportLoggedOut,
  ownContent: 'You cannot report your own content',
  notFound: 'This content no longer exists',
  confirm: 'Report',
  dialogDescription:
    'Our team will review it. You will no longer see it, and it is hidden for everyone once several people report it.',
  reasonLegend: 'Why are you reporting it?',
  chooseReason: 'Please choose a reason',
  noteLabel: 'Anything else we should know? (optional)',
  noteLabelRequired: 'What is wrong?',
  noteRequired: 'Please tell us what is wrong',
  noteTooLong: `Keep the note under ${reportNoteMax} characters`,
  /** The report dialog's offer to shield the member in the same step. */
  alsoLegend: 'Also (they are not told)',
  blockHint: 'They cannot follow you or interact with you, and you stop seeing each other.',
  muteHint: 'Their posts, comments and notifications disappear for you.',
  youMuted: (username: string) => `You muted @${username}.`,
  shieldFailed: (username: string) => `Reported, but could not block or mute @${username}`,
  /** The moderation queue's label for reports filed before reasons were asked. */
  noReason: 'No reason given',
} as const

/** 'Report post', 'Report profile' ...: the menu item and the dialog's confirm button name. */
export function reportActionLabel(type: ReportedType): string {
  return `Report ${nouns[type]}`
}

/** 'Report this post?' ...: the report dialog's title. */
export function reportDialogTitle(type: ReportedType): string {
  return `Report this ${nouns[type]}?`
}

/** 'Spam', 'Harassment or hate' ...; 'No reason given' for reports filed before reasons. */
export function reportReasonLabel(reason: ReportReason | null): string {
  return reason ? reportReasonLabels[reason] : reportTexts.noReason
}

/** Where the app goes after a report: away from a reported profile, else it stays. */
export function pathAfterReport(type: ReportedType): string | null {
  return type === 'profile' ? '/feed' : null
}
