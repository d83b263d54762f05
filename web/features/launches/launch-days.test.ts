import { describe, expect, it } from 'vitest'
import { addDays, formatLaunchDay, mondayOf } from './launch-days'

// Launch days are UTC calendar dates (decision 046); weeks are named by their Monday.

describe('launch days', () => {
  it('steps over months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-12-04', -7)).toBe('2026-11-27')
  })

  it('names a week by its Monday, a Monday and a Sunday included', () => {
    expect(mondayOf('2026-12-04')).toBe('2026-11-30')
    expect(mondayOf('2026-11-30')).toBe('2026-11-30')
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(mondayOf('2027-01-01')).toBe('2026-12-28')
  })

  it('names a day in UTC, with the year only when it is another', () => {
    expect(formatLaunchDay('2026-12-05', '2026-12-04')).toBe('Sat, Dec 5')
    expect(formatLaunchDay('2027-01-02', '2026-12-04')).toBe('Sat, Jan 2, 2027')
  })
})
