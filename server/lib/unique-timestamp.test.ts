import { describe, expect, it } from 'vitest'
import { uniqueTimestamp } from './unique-timestamp'

describe('uniqueTimestamp', () => {
  it('never repeats, even for many calls within one millisecond', () => {
    const stamps = Array.from({ length: 1000 }, () => uniqueTimestamp())
    expect(new Set(stamps).size).toBe(1000)
    expect(stamps.every((stamp, i) => i === 0 || stamp > stamps[i - 1]!)).toBe(true)
    expect(Math.abs(stamps[0]! - Date.now())).toBeLessThan(5000)
  })
})
