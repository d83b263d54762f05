import { PRODUCT_NAME } from './texts'

// The English of notification emails, the digest and the settings section (decision 031).
export const emailTexts = {
  sectionTitle: 'Email notifications',
  sectionLead:
    'Choose what we email you about. "Right away" groups what happened into at most one email every 15 minutes.',
  kinds: {
    follows: 'New followers',
    comments: 'Comments and replies',
    mentions: 'Mentions',
    likes: 'Likes and launch upvotes',
    projectUpdates: 'Project updates and launches',
  },
  modes: { off: 'Off', immediate: 'Right away', digest: 'In the digest' },
  digestLabel: 'Weekly digest',
  digestHint: 'Top posts from people you follow, new projects and milestones, new followers.',
  signUpDigest: 'Send me the weekly digest',
  timeZone: (zone: string) => `Sent in the morning, ${zone} time.`,
  deviceZoneButton: (zone: string) => `Use this device's time zone (${zone})`,
  saved: 'Email preferences saved',
  saveFailed: 'Could not save your email preferences',
  loadFailed: 'Could not load your email preferences',
  retry: 'Try again',
  // Emails
  batchSubject: (count: number) =>
    count === 1
      ? `You have a new notification on ${PRODUCT_NAME}`
      : `You have ${count} new notifications on ${PRODUCT_NAME}`,
  batchLead: `Here is what happened on ${PRODUCT_NAME}:`,
  digestSubject: `Your week on ${PRODUCT_NAME}`,
  digestLead: `Your weekly digest from ${PRODUCT_NAME}.`,
  digestTopPosts: 'Top posts from people you follow',
  digestProjects: 'New projects and milestones',
  digestFollowers: 'New followers',
  digestNotifications: 'Your notifications',
  openLink: `Open ${PRODUCT_NAME}`,
  footerWhy: (scope: 'digest' | 'immediate') =>
    scope === 'digest'
      ? `You get this weekly digest because you opted in on ${PRODUCT_NAME}.`
      : `You get these emails because of your email notification settings on ${PRODUCT_NAME}.`,
  unsubscribeLink: (scope: 'digest' | 'immediate') =>
    scope === 'digest' ? 'Unsubscribe from the weekly digest' : 'Unsubscribe from these emails',
  manageLink: 'Manage email settings',
  // The unsubscribe page
  unsubscribeTitle: `Unsubscribe — ${PRODUCT_NAME}`,
  unsubscribeAsk: (scope: 'digest' | 'immediate') =>
    scope === 'digest'
      ? 'Stop sending me the weekly digest?'
      : 'Stop sending me notification emails?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (scope: 'digest' | 'immediate') =>
    scope === 'digest'
      ? 'You will no longer receive the weekly digest.'
      : 'You will no longer receive notification emails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const
