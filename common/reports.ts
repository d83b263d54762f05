import { z } from 'zod'
import { idTexts, userIdSchema, uuidSchema } from './ids'
import {
  type ReportedType,
  reportedTypes,
  reportNoteMax,
  reportReasons,
  reportTexts,
} from './report-texts'
import { text } from './strings'

// The wording lives apart so the web app can use it without loading zod.
export { type ReportedType, type ReportReason, reportTexts } from './report-texts'

export const reportedTypeSchema = z.enum(reportedTypes)
export const reportReasonSchema = z.enum(reportReasons, { error: reportTexts.chooseReason })

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
 * POST /api/reports. `id` is the post, comment or project id, or the profile's user id; `reason`
 * says why, and `note` (trimmed, blank is none) is required with `other`. Reporting the same item
 * twice is a no-op that answers the same, keeping the first reason.
 */
export const createReportSchema = z
  .object({
    type: reportedTypeSchema,
    id: text().trim().min(1).max(64),
    reason: reportReasonSchema,
    note: text().trim().max(reportNoteMax, reportTexts.noteTooLong).nullish(),
  })
  .strict()
  .transform((input, ctx) => {
    const note = input.note || null
    if (input.reason === 'other' && !note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: reportTexts.noteRequired })
      return z.NEVER
    }
    return normaliseTargetId({ ...input, note }, ctx)
  })
export type CreateReport = z.infer<typeof createReportSchema>

export const reportResultSchema = z.object({
  type: reportedTypeSchema,
  id: z.string(),
  reported: z.literal(true),
})
export type ReportResult = z.infer<typeof reportResultSchema>
