import { texts } from './texts'

// Kept apart from the zod schemas in reports.ts so screens that only need the wording load no zod.
export const reportedTypes = ['post', 'comment', 'project', 'profile'] as const
export type ReportedType = (typeof reportedTypes)[number]

const nouns: Record<ReportedType, string> = {
  post: 'post',
  comment: 'comment',
  project: 'project',
  profile: 'profile',
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
} as const

/** 'Report post', 'Report profile' ...: the menu item and the dialog's confirm button name. */
export function reportActionLabel(type: ReportedType): string {
  return `Report ${nouns[type]}`
}

/** 'Report this post?' ...: the confirmation dialog's title. */
export function reportDialogTitle(type: ReportedType): string {
  return `Report this ${nouns[type]}?`
}

/** Where the app goes after a report: away from a reported profile, else it stays. */
export function pathAfterReport(type: ReportedType): string | null {
  return type === 'profile' ? '/feed' : null
}
