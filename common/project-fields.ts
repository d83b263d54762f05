import { isRealDate } from './calendar'
import type { projectTexts } from './project-texts'

/** Which `projectTexts` message explains why a field value was refused. */
export type FieldProblem = { problem: keyof typeof projectTexts }
const refuse = (problem: FieldProblem['problem']): FieldProblem => ({ problem })

export function isFieldProblem(value: unknown): value is FieldProblem {
  return typeof value === 'object' && value !== null && 'problem' in value
}

export const fieldLimits = {
  urlMax: 2048,
  /** numeric(14, 2) in the database. */
  mrrMax: 999_999_999_999.99,
  /** integer in the database. */
  userCountMax: 2_147_483_647,
  /** A launch month may be announced this many months ahead. */
  launchMonthsAhead: 12,
  launchYearMin: 1900,
} as const

/** An http(s) address; a bare 'example.com' gets https://. javascript:, data: and the rest fail. */
export function parseWebAddress(text: string): string | FieldProblem {
  const withScheme = /^[a-z][a-z\d+-]*:/i.test(text) ? text : `https://${text}`
  if (/\s/.test(withScheme) || withScheme.length > fieldLimits.urlMax) return refuse('invalidUrl')
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return refuse('invalidUrl')
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:'
  if (!isWeb || !url.hostname.includes('.') || url.username || url.password) {
    return refuse('invalidUrl')
  }
  return withScheme
}

/**
 * 'YYYY-MM' (a month input) or 'YYYY-MM-DD' -> the first day of that month, 'YYYY-MM-01'. A day
 * that does not exist (2024-02-30) is refused, not read as its month.
 */
export function parseLaunchMonth(text: string, now = new Date()): string | FieldProblem {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text)
  if (!match) return refuse('invalidMonth')
  const [, yearText = '', monthText = '', dayText] = match
  const year = Number(yearText)
  const month = Number(monthText)
  if (year < fieldLimits.launchYearMin || month < 1 || month > 12) return refuse('invalidMonth')
  if (dayText !== undefined && !isRealDate(text)) return refuse('notRealDate')
  const latest = now.getUTCFullYear() * 12 + now.getUTCMonth() + fieldLimits.launchMonthsAhead
  if (year * 12 + month - 1 > latest) return refuse('launchTooFarAhead')
  return `${yearText}-${monthText}-01`
}

/** Dollars per month, typed (input step 0.01) or as a number: at most 2 decimals, never negative. */
export function parseMrr(input: string | number): number | FieldProblem {
  if (typeof input === 'number' && Math.abs(input) > fieldLimits.mrrMax) {
    return refuse(input < 0 ? 'mrrNegative' : 'mrrTooLarge')
  }
  const text = String(input).trim()
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return refuse('mrrInvalid')
  const value = Number(text)
  if (value < 0) return refuse('mrrNegative')
  const decimals = (text.split('.')[1] ?? '').replace(/0+$/, '')
  if (decimals.length > 2) return refuse('mrrDecimals')
  if (value > fieldLimits.mrrMax) return refuse('mrrTooLarge')
  return Math.round(value * 100) / 100
}

/** A whole number of users, typed or as a number. */
export function parseUserCount(input: string | number): number | FieldProblem {
  const text = String(input).trim()
  if (!/^-?\d+$/.test(text)) return refuse('userCountInvalid')
  const value = Number(text)
  if (value < 0) return refuse('userCountNegative')
  if (value > fieldLimits.userCountMax) return refuse('userCountTooLarge')
  return value
}
