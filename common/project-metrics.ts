import { z } from 'zod'

// Metrics over time (issue 17 §3): each change of users or MRR, newest first.

const metricKinds = ['users', 'mrr'] as const
export const metricKindSchema = z.enum(metricKinds)

export const metricPointSchema = z.object({
  value: z.number(),
  recordedAt: z.string(),
})
export type MetricPoint = z.infer<typeof metricPointSchema>
