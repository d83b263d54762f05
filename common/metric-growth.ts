import { type Milestone, milestoneThresholds } from './milestones'

// Growth and milestone thresholds from metric history; no zod, so the project page loads none.

type Point = { value: number; recordedAt: string }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Month-over-month growth in percent: the newest value against the newest one recorded at least
 * 30 days before it. Null without such a point, or from zero (growth from nothing has no ratio).
 * `points` are newest first.
 */
export function monthOverMonth(points: readonly Point[]): number | null {
  const latest = points[0]
  if (!latest) return null
  const monthBefore = Date.parse(latest.recordedAt) - 30 * DAY_MS
  const earlier = points.find((point) => Date.parse(point.recordedAt) <= monthBefore)
  if (!earlier || earlier.value === 0) return null
  return ((latest.value - earlier.value) / earlier.value) * 100
}

/** '+12.5%', '−3%', '0%': one decimal below 10%, whole numbers above. */
export function formatGrowth(percent: number): string {
  const rounded = Math.abs(percent) < 10 ? Math.round(percent * 10) / 10 : Math.round(percent)
  if (rounded === 0) return '0%'
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toLocaleString('en-US')}%`
}

/**
 * The milestone a change of users or MRR reached, if it crossed a threshold (the highest one
 * crossed), to offer the maker; null when nothing was crossed. Offering never posts.
 */
export function crossedMilestone(
  kind: 'users' | 'mrr',
  before: number | null,
  after: number | null,
): Milestone | null {
  if (after === null) return null
  const from = before ?? 0
  const crossed = milestoneThresholds.filter((threshold) => from < threshold && after >= threshold)
  const highest = crossed.at(-1)
  return highest === undefined ? null : { kind, value: highest, text: null }
}
