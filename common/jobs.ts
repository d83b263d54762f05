import { z } from 'zod'

/**
 * A background job that failed every attempt (decision 027), as moderators see it: what kind,
 * how often it was tried and the last error, never its data (an email's data is its link).
 */
export const failedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
  error: z.string(),
})
export type FailedJob = z.infer<typeof failedJobSchema>
