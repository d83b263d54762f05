import { describe, expect, it } from 'vitest'
import { parseLaunchMonth, parseMrr, parseUserCount, parseWebAddress } from './project-fields'
import { normaliseCategory, projectInputSchema, projectPatchSchema, projectTexts } from './projects'

const base = { name: 'My App', tagline: 'Ship faster' }
const messageFor = (input: Record<string, unknown>) =>
  projectInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message

describe('projectInputSchema', () => {
  it('trims the required lines and refuses blank ones', () => {
    expect(projectInputSchema.parse({ name: '  My   App ', tagline: ' Hi ' })).toMatchObject({
      name: 'My App',
      tagline: 'Hi',
    })
    expect(messageFor({ name: '   ' })).toBe(projectTexts.nameRequired)
    expect(messageFor({ tagline: '\n\t' })).toBe(projectTexts.taglineRequired)
    expect(projectInputSchema.safeParse({ tagline: 'x' }).error?.issues[0]?.message).toBe(
      projectTexts.nameRequired,
    )
    expect(messageFor({ name: 'x'.repeat(81) })).toBe(projectTexts.nameTooLong)
  })

  it('stores blank and missing optional fields as null, and no tech stack as []', () => {
    const parsed = projectInputSchema.parse({
      ...base,
      category: '  ',
      description: '',
      websiteUrl: null,
      mrr: '',
      userCount: ' ',
      launchedDate: '',
    })
    expect(parsed).toEqual({
      ...base,
      category: null,
      description: null,
      websiteUrl: null,
      appStoreUrl: null,
      googlePlayUrl: null,
      launchedDate: null,
      mrr: null,
      userCount: null,
      logoUrl: null,
      techStack: [],
    })
  })

  it('parses what the form holds into what the server stores', () => {
    const parsed = projectInputSchema.parse({
      ...base,
      category: '  Indie   Games ',
      description: '  Line one\nLine two  ',
      websiteUrl: ' myapp.example ',
      launchedDate: '2024-02',
      mrr: '4200.50',
      userCount: '12345',
      techStack: ['React', ' react ', 'Node '],
    })
    expect(parsed).toMatchObject({
      category: 'Indie Games',
      description: 'Line one\nLine two',
      websiteUrl: 'https://myapp.example',
      launchedDate: '2024-02-01',
      mrr: 4200.5,
      userCount: 12345,
      techStack: ['React', 'Node'],
    })
    expect(projectInputSchema.parse(parsed)).toEqual(parsed)
  })

  it('refuses unknown fields and too many or too long technologies', () => {
    expect(projectInputSchema.safeParse({ ...base, owner: 'me' }).success).toBe(false)
    expect(messageFor({ techStack: ['x'.repeat(31)] })).toBe(projectTexts.techItemTooLong)
    const many = Array.from({ length: 21 }, (_, i) => `T${i}`)
    expect(messageFor({ techStack: many })).toBe(projectTexts.techStackTooLong)
  })

  it('names the field of each problem', () => {
    const result = projectInputSchema.safeParse({ ...base, mrr: '-1', logoUrl: 'javascript:x' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mrr', projectTexts.mrrNegative],
      ['logoUrl', projectTexts.invalidUrl],
    ])
  })
})

describe('projectPatchSchema', () => {
  it('leaves absent fields out and clears blank ones', () => {
    expect(projectPatchSchema.parse({ tagline: ' New ', mrr: '' })).toEqual({
      tagline: 'New',
      mrr: null,
    })
  })
})

describe('field parsers', () => {
  it('accepts only http and https addresses', () => {
    expect(parseWebAddress('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(parseWebAddress('HTTP://Example.com')).toBe('HTTP://Example.com')
    expect(parseWebAddress('example.com:8080/x')).toBe('https://example.com:8080/x')
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)//example.com',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://example.com',
      'mailto:ada@example.com',
      'https://exa mple.com',
      'https://localhost',
      'https://user:pass@example.com',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(parseWebAddress(bad), bad).toEqual({ problem: 'invalidUrl' })
    }
  })

  it('stores a launch month as its first day, up to a year ahead', () => {
    const now = new Date('2026-06-15T12:00:00Z')
    expect(parseLaunchMonth('2025-03', now)).toBe('2025-03-01')
    expect(parseLaunchMonth('2025-03-17', now)).toBe('2025-03-01')
    expect(parseLaunchMonth('2027-06', now)).toBe('2027-06-01')
    expect(parseLaunchMonth('2027-07', now)).toEqual({ problem: 'launchTooFarAhead' })
    for (const bad of ['2025-13', '2025-00', '1899-12', '2025/03', 'March 2025']) {
      expect(parseLaunchMonth(bad, now), bad).toEqual({ problem: 'invalidMonth' })
    }
  })

  it('reads MRR as a non-negative decimal with at most 2 decimals', () => {
    expect(parseMrr('0')).toBe(0)
    expect(parseMrr('.5')).toBe(0.5)
    expect(parseMrr('19.990')).toBe(19.99)
    expect(parseMrr(0.29)).toBe(0.29)
    expect(parseMrr('-5')).toEqual({ problem: 'mrrNegative' })
    expect(parseMrr(-0.01)).toEqual({ problem: 'mrrNegative' })
    expect(parseMrr('1.234')).toEqual({ problem: 'mrrDecimals' })
    expect(parseMrr('12abc')).toEqual({ problem: 'mrrInvalid' })
    expect(parseMrr('1e3')).toEqual({ problem: 'mrrInvalid' })
    expect(parseMrr(Number.NaN)).toEqual({ problem: 'mrrInvalid' })
    expect(parseMrr(1e13)).toEqual({ problem: 'mrrTooLarge' })
  })

  it('reads the user count as a non-negative whole number', () => {
    expect(parseUserCount(' 12345 ')).toBe(12345)
    expect(parseUserCount(7)).toBe(7)
    expect(parseUserCount('12.5')).toEqual({ problem: 'userCountInvalid' })
    expect(parseUserCount(1.5)).toEqual({ problem: 'userCountInvalid' })
    expect(parseUserCount('-1')).toEqual({ problem: 'userCountNegative' })
    expect(parseUserCount('3000000000')).toEqual({ problem: 'userCountTooLarge' })
  })

  it('gives a preset category typed in another case its preset spelling', () => {
    expect(normaliseCategory(' developer   tools ')).toBe('Developer Tools')
    expect(normaliseCategory('Indie Games')).toBe('Indie Games')
  })
})
