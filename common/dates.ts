import { dateTexts, timestampProblem } from './calendar'
import { text } from './strings'

/**
 * An instant with an offset whose day and time exist ('2024-02-30T10:00:00Z' is refused, never
 * rolled over into March); another shape is 'invalidTime'.
 */
export const timestampSchema = text().superRefine((value, ctx) => {
  const problem = timestampProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: dateTexts[problem] })
})
