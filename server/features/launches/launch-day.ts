import { launchLimits } from '@common/launches'

const DAY_MS = 24 * 60 * 60 * 1000

/** Today's launch day in UTC, 'YYYY-MM-DD'. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Why a launch may not be scheduled for this day now, or null: the day must not have started
 * (it starts at 00:00 UTC, so tomorrow at the earliest) and lies at most a year ahead.
 */
export function launchDayProblem(day: string, now: Date): 'dayInPast' | 'dayTooFar' | null {
  if (day <= utcDay(now)) return 'dayInPast'
  const last = utcDay(new Date(now.getTime() + launchLimits.scheduleAheadDaysMax * DAY_MS))
  return day > last ? 'dayTooFar' : null
}
