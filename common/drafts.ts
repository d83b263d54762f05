import { z } from 'zod'
import { timestampSchema } from './dates'
import { postTexts } from './post-texts'
import { postImageSchema } from './posts'
import { replyRuleSchema } from './safety'
import { text } from './strings'
import { limits } from './texts'

export { draftTexts } from './draft-texts'

/** A member's unsent post (decision 030); only its author ever reads it. */
export const draftSchema = z.object({
  id: z.string(),
  content: z.string(),
  images: z.array(postImageSchema),
  /** When the queue publishes it (UTC); null for a plain draft. */
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Draft = z.infer<typeof draftSchema>

const draftContent = text().max(limits.postContentMax, postTexts.tooLong)

export const createDraftSchema = z.object({ content: draftContent.default('') })

/**
 * A change to a draft: its text, its images' alt texts (one per image, in order), its schedule
 * (an ISO time with offset, or null to make it a plain draft again). Absent fields stay.
 */
export const updateDraftSchema = z.object({
  content: draftContent.optional(),
  alt: z
    .array(text().max(limits.altTextMax, `Alt text can be at most ${limits.altTextMax} characters`))
    .max(limits.imagesPerPost)
    .optional(),
  scheduledAt: timestampSchema.nullable().optional(),
})
export type UpdateDraft = z.infer<typeof updateDraftSchema>

/** POST /api/drafts/:id/publish: who may comment on the post it becomes (everyone if left out). */
export const publishDraftSchema = z.object({ replyRule: replyRuleSchema.optional() }).strict()
