import { z } from 'zod'
import { postEditTexts } from './post-edit-texts'
import { postTexts } from './post-texts'
import { text } from './strings'
import { limits } from './texts'

/** An edit: the new text and one alt text per image, in the post's order (images stay). */
export const postEditInputSchema = z.object({
  content: text().max(limits.postContentMax, postTexts.tooLong),
  alt: z
    .array(text().max(limits.altTextMax, `Alt text can be at most ${limits.altTextMax} characters`))
    .max(limits.imagesPerPost, postEditTexts.altCountMismatch)
    .default([]),
})
export type PostEditInput = z.infer<typeof postEditInputSchema>

/** One text a post had: the current one first, then each earlier one, newest first. */
export const postVersionSchema = z.object({
  content: z.string(),
  /** The images' alt texts as they were, in order. */
  alt: z.array(z.string()),
  /** When this text was written: the post's creation, or the edit that wrote it. */
  writtenAt: z.string(),
  isCurrent: z.boolean(),
})
export type PostVersion = z.infer<typeof postVersionSchema>
