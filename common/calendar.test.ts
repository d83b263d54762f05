import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateTexts, isRealDate, isRealTimestamp, timestampProblem } from './calendar'
import { timestampSchema } from './dates'
import { draftTexts, updateDraftSchema } from './drafts'
import { parseLaunchMonth } from './project-fields'
import { projectInputSchema, projectPatchSchema, projectTexts } from './projects'

const impossible = ['2024-02-30', '2023-02-29', '2024-04-31', '2024-02-31']
const pad = (value: number, width = 2) => String(value).padStart(width, '0')

describe('isRealDate', () => {
  it('refuses the days a month does not have, and takes leap days of leap years', () => {
    for (const day of impossible) expect(isRealDate(day), day).toBe(false)
    for (const day of ['2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', '2024-12-31']) {
      expect(isRealDate(day), day).toBe(true)
    }
    for (const day of ['1900-02-29', '2100-02-29', '0000-01-01', '2024-13-01', '2024-01-00']) {
      expect(isRealDate(day), day).toBe(false)
    }
    for (const shape of ['2024-2-3', '2024-02-03T00:00:00Z', ' 2024-02-03', '20240203']) {
      expect(isRealDate(shape), shape).toBe(false)
    }
  })

  it('takes exactly the days that read back unchanged from a UTC date', () => {
    const parts = fc.tuple(
      fc.integer({ min: 1, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    fc.assert(
      fc.property(parts, ([year, month, day]) => {
        const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
        const date = new Date(0)
        date.setUTCFullYear(year, month - 1, day)
        const readBack = date.toISOString().slice(0, 10) === text
        expect(isRealDate(text)).toBe(readBack)
      }),
    )
  })
})

describe('timestamps', () => {
  it('takes an instant with an offset and refuses a day or time that does not exist', () => {
    for (const at of [
      '2024-02-29T10:00:00Z',
      '2025-03-14T11:30:00.5+02:00',
      '2024-12-31T23:59:59-05:30',
    ]) {
      expect(timestampProblem(at), at).toBeNull()
    }
    for (const day of impossible) {
      expect(timestampProblem(`${day}T10:00:00Z`), day).toBe('notReal')
      expect(timestampProblem(`${day}T10:00:00+02:00`), day).toBe('notReal')
    }
    for (const at of [
      '2024-02-10T24:00:00Z',
      '2024-02-10T10:60:00Z',
      '2024-02-10T10:00:00+24:00',
    ]) {
      expect(timestampProblem(at), at).toBe('notReal')
    }
    for (const at of ['next tuesday', '2024-02-10T10:00Z', '2024-02-10T10:00:00', '2024-02-10']) {
      expect(timestampProblem(at), at).toBe('invalidTime')
    }
    expect(isRealTimestamp('2024-02-30T00:00:00.000000Z')).toBe(false)
  })

  it('timestampSchema answers with the message of the problem', () => {
    expect(timestampSchema.safeParse('2024-02-29T10:00:00Z').success).toBe(true)
    const impossibleDay = timestampSchema.safeParse('2024-02-30T10:00:00Z')
    expect(impossibleDay.error?.issues.map((issue) => issue.message)).toEqual([dateTexts.notReal])
    const garbage = updateDraftSchema.safeParse({ scheduledAt: 'next tuesday' })
    expect(garbage.error?.issues.map((issue) => issue.message)).toEqual([draftTexts.invalidTime])
  })
})

describe('launch dates', () => {
  const now = new Date('2026-06-15T12:00:00Z')

  it('refuses a launch day that does not exist instead of keeping its month', () => {
    for (const day of impossible) {
      expect(parseLaunchMonth(day, now), day).toEqual({ problem: 'notRealDate' })
    }
    expect(parseLaunchMonth('2024-02-29', now)).toBe('2024-02-01')
  })

  it('gives the project form and the API the same message on the field', () => {
    for (const schema of [projectInputSchema, projectPatchSchema]) {
      const parsed = schema.safeParse({ name: 'Kit', tagline: 'x', launchedDate: '2023-02-29' })
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['launchedDate'], message: projectTexts.notRealDate }),
      ])
    }
    expect(projectTexts.notRealDate).toBe(dateTexts.notReal)
  })
})
