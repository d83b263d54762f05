import { formatDistanceStrict } from 'date-fns'

/**
 * Spec section 9: minutes (at least 1) under an hour, hours under a day, days under 30 days,
 * months under 12 months, then a plain distance phrase without suffix ('2 years').
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000)
  if (minutes < 60) return `${Math.max(1, minutes)}m`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h`
  const days = Math.floor(hours / 24)
  if (days < 30) return `${days}d`
  const months = Math.floor(days / 30.4375)
  if (months < 12) return `${Math.max(1, months)}mo`
  return formatDistanceStrict(then, now)
}
