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
