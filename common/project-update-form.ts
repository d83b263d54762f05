import { z } from 'zod'
import { milestoneKinds, milestoneTextMax, milestoneThresholds } from './milestones'
import { createPostFieldsSchema } from './posts'
import { projectUpdateTexts } from './project-update-texts'
import { text } from './strings'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * The create-update form: the post's fields (multipart or JSON) and, for a milestone, its kind
 * with a threshold (users, MRR) or text (custom).
 */
export const createUpdateFieldsSchema = createPostFieldsSchema
  .extend({
    milestoneKind: z.preprocess(
      blankToUndefined,
      z.enum(milestoneKinds, { message: projectUpdateTexts.milestoneKindInvalid }).optional(),
    ),
    milestoneValue: z.preprocess(blankToUndefined, z.coerce.number().optional()),
    milestoneText: z.preprocess(blankToUndefined, text().trim().optional()),
  })
  .superRefine((fields, context) => {
    const { milestoneKind: kind, milestoneValue: value, milestoneText: words } = fields
    const counted = kind === 'users' || kind === 'mrr'
    if (counted && !milestoneThresholds.includes(value as (typeof milestoneThresholds)[number])) {
      context.addIssue({
        code: 'custom',
        path: ['milestoneValue'],
        message: projectUpdateTexts.milestoneValueInvalid,
      })
    }
    if (!counted && value !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['milestoneValue'],
        message: projectUpdateTexts.milestoneValueUnexpected,
      })
    }
    if (kind === 'custom' && (!words || words.length > milestoneTextMax)) {
      context.addIssue({
        code: 'custom',
        path: ['milestoneText'],
        message: projectUpdateTexts.milestoneTextInvalid,
      })
    }
    if (kind !== 'custom' && words !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['milestoneText'],
        message: projectUpdateTexts.milestoneTextUnexpected,
      })
    }
  })
export type UpdateFields = z.infer<typeof createUpdateFieldsSchema>
