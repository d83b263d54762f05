import { launchLimits, launchTexts } from './launch-texts'

// Launch badges and the launch item in feeds (issue 32): the project page, its badge.svg, share
// cards and the post card share these words. The badge texts themselves are launchTexts'.

/** Launch days are calendar days in UTC: formatted in UTC so no time zone moves them. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-12-04' -> 'Dec 4, 2026'. */
export function formatLaunchDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/** Today's launch day in UTC, 'YYYY-MM-DD'. */
export const todayLaunchDay = (now = new Date()) => now.toISOString().slice(0, 10)

export const launchBadgeTexts = {
  /** The project header's list of badges. */
  badgesLabel: 'Launch badges',
  /** The feed item of a launch's thread post, linking to the launch page. */
  launchedToday: (project: string) => `Launched ${project} today`,
  launchedOn: (project: string, day: string) => `Launched ${project} on ${formatLaunchDay(day)}`,
  /** The share card and preview of a launch. */
  launchingOn: (day: string) => `Launching on ${formatLaunchDay(day)}`,
  launchDay: (day: string) => `Launched ${formatLaunchDay(day)}`,
} as const

const inBadges = (rank: number | null): rank is number =>
  rank !== null && rank <= launchLimits.badgeRanks

/** The badges a launch's frozen ranks earned: the top 3 of its day, then of its week. */
export function launchBadgesOf(ranks: { dayRank: number | null; weekRank: number | null }) {
  return [
    ...(inBadges(ranks.dayRank)
      ? [{ kind: 'day' as const, rank: ranks.dayRank, text: launchTexts.badgeOfDay(ranks.dayRank) }]
      : []),
    ...(inBadges(ranks.weekRank)
      ? [
          {
            kind: 'week' as const,
            rank: ranks.weekRank,
            text: launchTexts.badgeOfWeek(ranks.weekRank),
          },
        ]
      : []),
  ]
}
