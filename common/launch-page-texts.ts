// The launch page's English (issue 32, /launch/{id}). The words the leaderboards share with it
// are in launch-texts.ts (launchTexts, launchButtonTexts); these are the page's own.

export const launchPageTexts = {
  /** The browser tab's title. */
  documentTitle: (project: string) => `${project} launch`,
  loading: 'Loading launch',
  loadFailed: 'The launch could not be loaded',
  seeLaunches: 'See today’s launches',
  viewProject: 'View project',
  makers: 'Makers',
  gallery: 'Gallery',
  share: 'Copy link',
  linkCopied: 'Link copied',
  badges: 'Badges',
  topics: 'Topics',
  live: 'Live now',
  liveUntil: (time: string) => `Voting closes ${time}`,
  ended: 'This launch day is over',
  /** Issue 32 §4: a deleted account's votes leave the total, never a frozen rank. */
  frozenNote:
    'Its ranks froze when the day and the week ended; votes removed since do not move them.',
  scheduled: 'Upcoming launch',
  opensAt: (time: string) => `Opens ${time}`,
  opensNote: 'Launch days start at 00:00 UTC and last 24 hours.',
  editLaunch: 'Edit launch',
  disqualified: 'Disqualified',
  disqualifiedLead: 'A moderator took this launch off the leaderboards:',
  rankToday: (rank: number) => `#${rank} today`,
  rankOfDay: (rank: number) => `#${rank} of the day`,
  rankOfWeek: (rank: number) => `#${rank} of the week`,
  countedVotes: (counted: number, total: number) =>
    `${counted} of ${total} ${total === 1 ? 'upvote counts' : 'upvotes count'} for the rank`,
  seeUpvoters: 'See who upvoted',
  upvoters: 'Upvoters',
  upvotersEmpty: 'No upvotes yet.',
  upvotersLoadFailed: 'The upvoters could not be loaded',
  notCounted: 'Not counted',
  firstComment: 'From the makers',
  threadLater: 'The discussion opens with the launch.',
  numbers: 'The numbers',
  moderation: 'Moderation',
  disqualify: 'Disqualify',
  disqualifyTitle: 'Disqualify this launch?',
  disqualifyDescription:
    'It leaves the leaderboards and takes no more votes. The reason shows on the launch page and in the moderation history.',
  reason: 'Reason',
  disqualifyDone: 'Launch disqualified',
  disqualifyFailed: 'Could not disqualify the launch',
  voidHint: 'To void a member’s vote, open the upvoters.',
  voidVote: 'Void vote',
  voidVoteOf: (username: string) => `Void @${username}’s vote`,
  voidTitle: (username: string) => `Void @${username}’s vote?`,
  voidDescription:
    'It stays in the total but no longer counts for the rank. This is logged in the moderation history.',
  voidDone: (username: string) => `@${username}’s vote no longer counts`,
  voidFailed: 'Could not void the vote',
} as const

/**
 * When a launch opens or closes, in the member's own time zone: 'Sat, Dec 5, 1:00 AM GMT+1'.
 * `timeZone` is for tests; the browser's own zone otherwise.
 */
export function formatLaunchTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso))
}
