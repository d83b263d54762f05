import { z } from 'zod'

// Metrics over time (issue 17 §3): each change of users or MRR, newest first; since issue 33
// also each sync with the connected payment provider ('verified': MRR per currency, paying
// customers), so the chart can draw the verified series apart.

const metricKinds = ['users', 'mrr', 'customers'] as const
export const metricKindSchema = z.enum(metricKinds)
export type MetricKind = z.infer<typeof metricKindSchema>

export const metricSourceSchema = z.enum(['self_reported', 'verified'])
export type MetricSource = z.infer<typeof metricSourceSchema>

export const metricPointSchema = z.object({
  value: z.number(),
  recordedAt: z.string(),
  /** Typed by a maker, or read from the payment provider by a sync. */
  source: metricSourceSchema,
  /** A verified MRR point's currency (ISO 4217, lower case; `value` in its major unit). */
  currency: z.string().nullable(),
})
export type MetricPoint = z.infer<typeof metricPointSchema>
