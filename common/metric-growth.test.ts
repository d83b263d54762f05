import { describe, expect, it } from 'vitest'
import { crossedMilestone, formatGrowth, monthOverMonth } from './metric-growth'

const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString()

describe('monthOverMonth', () => {
  it('compares the newest value with the newest one at least 30 days older', () => {
    const points = [
      { value: 150, recordedAt: at(60) },
      { value: 120, recordedAt: at(45) },
      { value: 100, recordedAt: at(30) },
      { value: 10, recordedAt: at(0) },
    ]
    expect(monthOverMonth(points)).toBe(50)
  })

  it('is null without a point a month older, or from zero', () => {
    expect(monthOverMonth([])).toBeNull()
    expect(
      monthOverMonth([
        { value: 5, recordedAt: at(10) },
        { value: 1, recordedAt: at(0) },
      ]),
    ).toBeNull()
    expect(
      monthOverMonth([
        { value: 5, recordedAt: at(40) },
        { value: 0, recordedAt: at(0) },
      ]),
    ).toBeNull()
  })
})

describe('formatGrowth', () => {
  it('signs and rounds', () => {
    expect(formatGrowth(50)).toBe('+50%')
    expect(formatGrowth(2.345)).toBe('+2.3%')
    expect(formatGrowth(-12.6)).toBe('−13%')
    expect(formatGrowth(0.01)).toBe('0%')
    expect(formatGrowth(1234.4)).toBe('+1,234%')
  })
})

describe('crossedMilestone', () => {
  it('offers the highest threshold crossed upwards', () => {
    expect(crossedMilestone('users', 90, 150)).toEqual({ kind: 'users', value: 100, text: null })
    expect(crossedMilestone('mrr', null, 12_000)).toEqual({
      kind: 'mrr',
      value: 10_000,
      text: null,
    })
    expect(crossedMilestone('users', 999, 1000)).toEqual({ kind: 'users', value: 1000, text: null })
  })

  it('offers nothing without a crossing, going down, or when cleared', () => {
    expect(crossedMilestone('users', 100, 150)).toBeNull()
    expect(crossedMilestone('users', 1500, 900)).toBeNull()
    expect(crossedMilestone('mrr', 500, null)).toBeNull()
    expect(crossedMilestone('mrr', 50, 99.99)).toBeNull()
  })
})
