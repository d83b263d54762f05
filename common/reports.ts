import { z } from 'zod'
import { reportedTypes } from './report-texts'
import { text } from './strings'

// The wording lives apart so the web app can use it without loading zod.
export {
  pathAfterReport,
  type ReportedType,
  reportActionLabel,
  reportDialogTitle,
  reportedTypes,
  reportTexts,
} from './report-texts'

export const reportedTypeSchema = z.enum(reportedTypes)

/**
 * POST /api/reports. `id` is the post, comment or project id, or the profile's user id.
 * Reporting the same item twice is a no-op that answers the same.
 */
export const createReportSchema = z
  .object({ type: reportedTypeSchema, id: text().trim().min(1).max(64) })
  .strict()
export type CreateReport = z.infer<typeof createReportSchema>

export const reportResultSchema = z.object({
  type: reportedTypeSchema,
  id: z.string(),
  reported: z.literal(true),
})
export type ReportResult = z.infer<typeof reportResultSchema>
