// Milestone kinds and thresholds: one home for the database check, the API and the web app.

export const milestoneKinds = [
  'launched',
  'first_user',
  'first_paying_customer',
  'users',
  'mrr',
  'custom',
] as const
export type MilestoneKind = (typeof milestoneKinds)[number]

export const milestoneTextMax = 80
