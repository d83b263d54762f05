import { z } from 'zod'
import { idTexts, userIdSchema, uuidSchema } from './ids'
import { type ReportedType, reportedTypes } from './report-texts'
import { text } from './strings'

// The wording lives apart so the web app can use it without loading zod.
export { type ReportedType, reportTexts } from './report-texts'

export const reportedTypeSchema = z.enum(reportedTypes)

/**
 * A post, comment or project id is a uuid, given back in lower case; a profile's id is its user
 * id, kept as sent. One spelling per item, so one member cannot report an item twice.
 */
export function normaliseTargetId<T extends { type: ReportedType; id: string }>(
  target: T,
  ctx: z.RefinementCtx,
): T {
  const parsed = (target.type === 'profile' ? userIdSchema : uuidSchema).safeParse(target.id)
  if (parsed.success) return { ...target, id: parsed.data }
  ctx.addIssue({ code: 'custom', path: ['id'], message: idTexts.invalid })
  return z.NEVER
}

/**
 * POST /api/reports. `id` is the post, comment or project id, or the profile's user id.
 * Reporting the same item twice is a no-op that answers the same.
 */
export const createReportSchema = z
  .object({ type: reportedTypeSchema, id: text().trim().min(1).max(64) })
  .strict()
  .transform(normaliseTargetId)
export type CreateReport = z.infer<typeof createReportSchema>

export const reportResultSchema = z.object({
  type: reportedTypeSchema,
  id: z.string(),
  reported: z.literal(true),
})
export type ReportResult = z.infer<typeof reportResultSchema>
