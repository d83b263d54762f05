import type { Project, ProjectFormValues } from './projects'

// Project dates are calendar dates: formatted in UTC so no time zone shifts them a day or a month.
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayMonthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

function parseDateOnly(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(date)
  if (!match) return null
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)))
}

/** Cards: '2025-03-01' -> 'Mar 2025'. */
export function formatLaunchMonth(launchedDate: string): string {
  const date = parseDateOnly(launchedDate)
  return date ? monthYear.format(date) : ''
}

/** Detail page: '2025-03-01' -> '2025'. */
export function formatLaunchYear(launchedDate: string): string {
  return /^\d{4}/.exec(launchedDate)?.[0] ?? ''
}

/** 12345 -> '12,345'. */
export function formatUserCount(count: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(count)
}

/** 4200 -> '$4,200/mo'; cents only when there are some: 99.5 -> '$99.50/mo'. */
export function formatMrr(mrr: number): string {
  const hasCents = !Number.isInteger(mrr)
  const dollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(mrr)
  return `${dollars}/mo`
}

/** The self-reported metrics note: an ISO timestamp -> 'Mar 4, 2025'. */
export function formatUpdatedDate(updatedAt: string): string {
  const date = new Date(updatedAt)
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date)
}

/** A month input's value: '2025-03-01' -> '2025-03'. */
export function toMonthInputValue(launchedDate: string | null): string {
  return launchedDate ? launchedDate.slice(0, 7) : ''
}

/** Create mode starts empty. */
export const emptyProjectForm: ProjectFormValues = {
  name: '',
  tagline: '',
  category: '',
  description: '',
  websiteUrl: '',
  appStoreUrl: '',
  googlePlayUrl: '',
  launchedDate: '',
  mrr: '',
  userCount: '',
  logoUrl: '',
  techStack: [],
}

/** Edit mode starts from the saved project, every field as its input shows it. */
export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    tagline: project.tagline,
    category: project.category ?? '',
    description: project.description ?? '',
    websiteUrl: project.websiteUrl ?? '',
    appStoreUrl: project.appStoreUrl ?? '',
    googlePlayUrl: project.googlePlayUrl ?? '',
    launchedDate: toMonthInputValue(project.launchedDate),
    mrr: project.mrr === null ? '' : String(project.mrr),
    userCount: project.userCount === null ? '' : String(project.userCount),
    logoUrl: project.logoUrl ?? '',
    techStack: [...project.techStack],
  }
}
