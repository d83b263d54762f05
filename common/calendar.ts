// Calendar checks shared by every date the API takes (bodies and cursors) and the forms. No zod
// here, so the projects' wording and field parsers load none; the schemas are in dates.ts.

export const dateTexts = {
  notReal: 'Please enter a real date',
  invalidTime: 'Pick a valid date and time',
} as const

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

function daysIn(year: number, month: number): number {
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && isLeap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
}

/**
 * 'YYYY-MM-DD' naming a day that exists: 2024-02-29 is one, 2023-02-29 and 2024-04-31 are not
 * (JavaScript's Date rolls them over into the next month; PostgreSQL refuses them). PostgreSQL
 * has no year 0 either.
 */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * An ISO 8601 instant with seconds and an offset ('2025-03-14T09:30:00Z',
 * '2025-03-14T11:30:00.5+02:00'), or why not: 'invalidTime' for another shape, 'notReal' for a
 * day or a time of day that does not exist.
 */
export function timestampProblem(text: string): keyof typeof dateTexts | null {
  const match = TIMESTAMP.exec(text)
  if (!match) return 'invalidTime'
  const [, date = '', ...clock] = match
  const [hours = 0, minutes = 0, seconds = 0, offsetHours = 0, offsetMinutes = 0] = clock.map(
    (part) => Number(part ?? 0),
  )
  const isRealTime =
    hours <= 23 && minutes <= 59 && seconds <= 59 && offsetHours <= 23 && offsetMinutes <= 59
  return isRealDate(date) && isRealTime ? null : 'notReal'
}

export const isRealTimestamp = (text: string) => timestampProblem(text) === null
