// Milestone kinds and thresholds: one home for the database check, the API and the web app.
// No zod here, so screens that only show milestones load none.

export const milestoneKinds = [
  'launched',
  'first_user',
  'first_paying_customer',
  'users',
  'mrr',
  'custom',
] as const
export type MilestoneKind = (typeof milestoneKinds)[number]

/** 100, 1,000, 10,000 … up to 10 million: the thresholds a users or MRR milestone names. */
export const milestoneThresholds = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000] as const

export const milestoneTextMax = 80

export type Milestone = { kind: MilestoneKind; value: number | null; text: string | null }

/** 1,000 -> '1k', 10,000,000 -> '10M': how makers say MRR. */
function shortAmount(value: number): string {
  if (value >= 1_000_000) return `${value / 1_000_000}M`
  if (value >= 1_000) return `${value / 1_000}k`
  return String(value)
}

/** The milestone as a title: 'Launched', '1,000 users', '$10k MRR', or the maker's own words. */
export function milestoneTitle(milestone: Milestone): string {
  switch (milestone.kind) {
    case 'launched':
      return 'Launched'
    case 'first_user':
      return 'First user'
    case 'first_paying_customer':
      return 'First paying customer'
    case 'users':
      return `${(milestone.value ?? 0).toLocaleString('en-US')} users`
    case 'mrr':
      return `$${shortAmount(milestone.value ?? 0)} MRR`
    case 'custom':
      return milestone.text ?? ''
  }
}
