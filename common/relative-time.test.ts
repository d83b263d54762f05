import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-06-15T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it.each([
    [ago(5 * 1000), '1m'],
    [ago(5 * MIN), '5m'],
    [ago(59 * MIN), '59m'],
    [ago(3 * HOUR), '3h'],
    [ago(23 * HOUR), '23h'],
    [ago(2 * DAY), '2d'],
    [ago(29 * DAY), '29d'],
    [ago(125 * DAY), '4mo'],
    [ago(2 * 365 * DAY), '2 years'],
  ])('shows %s as %s', (date, label) => {
    expect(relativeTime(date, now)).toBe(label)
  })
})
