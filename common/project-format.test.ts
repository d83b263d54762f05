import { describe, expect, it } from 'vitest'
import {
  emptyProjectForm,
  formatLaunchMonth,
  formatLaunchYear,
  formatMrr,
  formatUpdatedDate,
  formatUserCount,
  projectToFormValues,
  toMonthInputValue,
} from './project-format'
import { type Project, projectInputSchema } from './projects'

describe('project formats', () => {
  it('shows the launch month and year in English, whatever the time zone', () => {
    expect(formatLaunchMonth('2025-03-01')).toBe('Mar 2025')
    expect(formatLaunchMonth('2024-12-01')).toBe('Dec 2024')
    expect(formatLaunchMonth('nonsense')).toBe('')
    expect(formatLaunchYear('2025-03-01')).toBe('2025')
  })

  it('formats user counts for the locale', () => {
    expect(formatUserCount(12345)).toBe('12,345')
    expect(formatUserCount(0)).toBe('0')
    expect(formatUserCount(1234567, 'de-DE')).toBe('1.234.567')
  })

  it('shows MRR as dollars per month, with cents only when there are some', () => {
    expect(formatMrr(4200)).toBe('$4,200/mo')
    expect(formatMrr(0)).toBe('$0/mo')
    expect(formatMrr(99.5)).toBe('$99.50/mo')
    expect(formatMrr(1234567.89)).toBe('$1,234,567.89/mo')
  })

  it('shows the last update as a date', () => {
    expect(formatUpdatedDate('2025-03-04T23:30:00.000000Z')).toBe('Mar 4, 2025')
    expect(formatUpdatedDate('later')).toBe('')
  })

  it('turns a stored launch date into a month input value', () => {
    expect(toMonthInputValue('2025-03-01')).toBe('2025-03')
    expect(toMonthInputValue(null)).toBe('')
  })
})

describe('form values', () => {
  const project: Project = {
    id: 'p1',
    name: 'My App',
    tagline: 'Does things',
    category: 'Tools',
    description: null,
    websiteUrl: 'https://myapp.example',
    appStoreUrl: null,
    googlePlayUrl: null,
    launchedDate: '2025-03-01',
    mrr: 4200.5,
    userCount: 12,
    logoUrl: null,
    techStack: ['React'],
    createdAt: '2025-03-04T10:00:00.000000Z',
    updatedAt: '2025-03-04T10:00:00.000000Z',
    owner: { id: 'u1', username: 'ada', name: 'Ada', avatarUrl: null },
    isOwner: true,
    isMaker: true,
    bookmarkedByMe: false,
  }

  it('round-trips a saved project through the form unchanged', () => {
    const values = projectToFormValues(project)
    expect(values).toMatchObject({ launchedDate: '2025-03', mrr: '4200.5', description: '' })
    const { id, createdAt, updatedAt, owner, isOwner, isMaker, bookmarkedByMe, ...fields } = project
    expect(projectInputSchema.parse(values)).toEqual(fields)
  })

  it('starts create mode with a form that fails only on the required fields', () => {
    const result = projectInputSchema.safeParse(emptyProjectForm)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'tagline'])
  })
})
