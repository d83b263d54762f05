import { useNow } from '@web/lib/use-now'

// Launch days are calendar dates in UTC (decision 046): today's, yesterday's, a week's Monday,
// as the leaderboards ask for them, and their names as the screens show them.

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of the UTC day the instant falls on. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`)

export function addDays(day: string, days: number): string {
  return utcDay(new Date(atMidnight(day).getTime() + days * DAY_MS))
}

/** The Monday of the day's week (weeks run Monday 00:00 UTC to Monday). */
export function mondayOf(day: string): string {
  return addDays(day, -((atMidnight(day).getUTCDay() + 6) % 7))
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayWithYearFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-12-05' -> 'Sat, Dec 5' (with the year when it is not this one). */
export function formatLaunchDay(day: string, today: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4)
  return (sameYear ? dayFormat : dayWithYearFormat).format(atMidnight(day))
}

/** Today's launch day (UTC), moving on at midnight UTC while the screen stays open. */
export function useLaunchToday(): string {
  return utcDay(useNow())
}
