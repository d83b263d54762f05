// The business limits of the product spec (sections 5 and 9) and of our own decisions: sizes,
// page sizes, the report threshold. One home, imported by server and web, apart from the texts.

export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 160,
  nameMax: 50,
  locationMax: 100,
  descriptionMax: 2000,
  postContentMax: 5000,
  commentMax: 2000,
  altTextMax: 1000,
  imagesPerPost: 4,
  imageBytesMax: 10 * 1024 * 1024,
  searchMin: 2,
  searchTermMax: 100,
  searchDebounceMs: 300,
  searchResults: 5,
  mentionSuggestions: 5,
  /** Tags suggested after `#` in the composer, most recently used first. */
  hashtagSuggestions: 8,
  /** People and projects one post may mention (each gets a notification): more is refused. */
  mentionsPerPost: 10,
  /** Drafts (scheduled ones included) a member keeps at once (decision 030). */
  draftsPerMember: 50,
  /** How far ahead a post may be scheduled. */
  scheduleAheadDaysMax: 365,
  /** The composer saves its draft this long after the last keystroke. */
  draftSaveDebounceMs: 800,
  /** Reports from this many members hide an item from everyone (see server/policy/visibility.ts). */
  reportHideThreshold: 2,
  /** Muted words and tags one member keeps (each is matched against every post they read). */
  mutedWordsMax: 100,
  /** A muted word or phrase, in characters. */
  mutedWordMax: 100,
  /** Blocks and mutes one member keeps: far beyond use, a bound on the per-query id sets. */
  blocksMax: 10_000,
  /** How many trending topics the onboarding offers and a member may pick. */
  onboardingTopicsMax: 5,
  notificationsAutoReadMs: 500,
  badgeMax: 99,
  pageSize: 20,
  toastDurationMs: 4000,
  toastsVisible: 3,
} as const
