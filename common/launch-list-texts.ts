// The English of the launches leaderboards (issue 32): the /launches screen, today's launches on
// Explore and the landing page, and the rail's top 3 (README: Texts). No zod here.

export const launchListTabs = [
  'today',
  'yesterday',
  'week',
  'last-week',
  'past',
  'upcoming',
] as const
export type LaunchListTab = (typeof launchListTabs)[number]

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

export const launchListTexts = {
  title: 'Launches',
  description: 'Projects launching on Makerfolio, ranked by the community’s upvotes.',
  sections: 'Leaderboards',
  tabs: {
    today: 'Today',
    yesterday: 'Yesterday',
    week: 'This week',
    'last-week': 'Last week',
    past: 'Past days',
    upcoming: 'Upcoming',
  } satisfies Record<LaunchListTab, string>,
  /** What each tab shows, under the tabs: the day or the week in UTC. */
  todayLive: (day: string) => `${day} · ranks change live as members upvote`,
  final: (day: string) => `${day} · final ranks`,
  week: (from: string, to: string) => `${from} – ${to}`,
  upcomingTitle: 'Upcoming launches',
  upcomingIntro: 'Launch days start at 00:00 UTC; ask to be told when one opens.',
  dayLabel: 'Launch day',
  topicLabel: 'Topic',
  topicPlaceholder: 'Category or tag, e.g. ai',
  filter: 'Filter',
  clearTopic: 'Clear topic',
  topicLink: (topic: string) => `Show launches about ${topic}`,
  loading: 'Loading launches',
  listFailed: 'Could not load the launches',
  empty: {
    today: 'No launches today yet',
    yesterday: 'Nothing launched yesterday',
    week: 'No launches this week yet',
    'last-week': 'Nothing launched last week',
    past: 'Nothing launched that day',
    upcoming: 'No launches scheduled yet',
  } satisfies Record<LaunchListTab, string>,
  emptyTopic: (topic: string) => `No launches about “${topic}” here`,
  /** An upcoming launch's day, and its start in the member's own time. */
  opensAt: (localStart: string) => `Opens ${localStart} your time`,
  rank: (rank: number) => `Rank ${rank}`,
  comments: (count: number) => plural(count, 'comment', 'comments'),
  counted: (count: number) => `${count.toLocaleString('en-US')} counted for the rank`,
  mrr: (amount: string) => `${amount} MRR`,
  users: (count: string, value: number) => `${count} ${value === 1 ? 'user' : 'users'}`,
  selfReported: 'self-reported',
  selfReportedTitle: 'Numbers the makers report themselves; not verified',
  todaysLaunches: 'Today’s launches',
  allLaunches: 'All launches',
  noLaunchesToday: 'No launches today yet. See what is coming up.',
} as const
