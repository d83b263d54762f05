// The launches feature's English (issue 32), one home for the server and the web app (README:
// Texts). Kept apart from the zod schemas in launches.ts so screens that only need the wording
// load no zod.
export const launchLimits = {
  taglineMax: 60,
  tagsMax: 3,
  tagMax: 30,
  galleryMax: 4,
  firstCommentMax: 2000,
  /** One launch per project in any 30 days (counted between launch days). */
  daysBetweenLaunches: 30,
  /** How far ahead a launch may be scheduled. */
  scheduleAheadDaysMax: 365,
  /** A vote counts when its member joined this many days before the launch day, at least. */
  countedMemberAgeDays: 7,
  /** How many ranks of a day and of a week get a badge. */
  badgeRanks: 3,
} as const

export const launchTexts = {
  notFound: 'This launch could not be found',
  notMaker: 'Only the project’s makers can launch it',
  dayNotReal: 'Pick a real day',
  dayInPast: 'A launch day must be after today (launch days start at 00:00 UTC)',
  dayTooFar: `A launch can be scheduled up to ${launchLimits.scheduleAheadDaysMax} days ahead`,
  tooSoon: `A project can launch once in ${launchLimits.daysBetweenLaunches} days`,
  taglineRequired: 'Add a launch tagline',
  taglineTooLong: `A launch tagline can be up to ${launchLimits.taglineMax} characters`,
  tagInvalid: 'A tag is a hashtag without #: letters, digits and _',
  tooManyTags: `Choose up to ${launchLimits.tagsMax} tags`,
  tooManyImages: `Choose up to ${launchLimits.galleryMax} images`,
  imageNotInGallery: 'That image is not in the project’s gallery',
  firstCommentRequired: 'Write a first comment for your launch',
  firstCommentTooLong: `A first comment can be up to ${launchLimits.firstCommentMax} characters`,
  makerNotMaker: 'Only the project’s makers can launch it with you',
  alreadyStarted: 'This launch has started: it can no longer be moved or cancelled',
  notLive: 'Voting is open only while the launch is live',
  dayOver: 'This launch day is over',
  weekInvalid: 'A week is named by its Monday (YYYY-MM-DD)',
  oneListOnly: 'Choose one of day, week or upcoming',
  reasonRequired: 'Say why the launch is disqualified',
  reasonTooLong: 'A reason can be up to 500 characters',
  voterNotFound: 'That member has no vote on this launch',
  disqualified: (project: string, day: string, reason: string) =>
    `Disqualified the launch of "${project}" on ${day}: ${reason}`,
  voided: (username: string, project: string) =>
    `Voided @${username}'s vote on the launch of "${project}"`,
  countedRule:
    'Ranks count votes from members who joined at least 7 days before the launch day and have posted, commented or made a project; makers’ own votes never count.',
  /** The text of the launch's post: its item in feeds and the head of its thread. */
  launchedPost: (project: string, tagline: string, tags: readonly string[]) =>
    [`Launched ${project} on Makerfolio today: ${tagline}`, tags.map((tag) => `#${tag}`).join(' ')]
      .filter(Boolean)
      .join('\n\n'),
  badgeOfDay: (rank: number) => `#${rank} Launch of the Day`,
  badgeOfWeek: (rank: number) => `#${rank} Launch of the Week`,
} as const

/** The words the launch buttons share (the leaderboards' rows and the launch page). */
export const launchButtonTexts = {
  upvote: 'Upvote',
  upvoted: 'Upvoted',
  upvotes: (count: number) => `${count} ${count === 1 ? 'upvote' : 'upvotes'}`,
  signUpToUpvote: 'Sign up to upvote launches',
  votingClosed: 'Voting is open only on the launch day',
  voteNotCounted:
    'Your upvote shows in the total; ranks count members who joined a week before and have shared something.',
  voteFailed: 'Could not save your upvote',
  notifyMe: 'Notify me',
  notifying: 'We’ll notify you',
  signUpToNotify: 'Sign up to be told when it launches',
  notifyFailed: 'Could not save your choice',
} as const
