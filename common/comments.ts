import { z } from 'zod'
import { commentTexts } from './comment-texts'
import { uuidSchema } from './ids'
import { authorSchema } from './posts'
import { text } from './strings'
import { limits } from './texts'

// The wording lives apart so the web app can use it without loading zod.
export { commentTexts } from './comment-texts'

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  /** Null on a tombstone: a comment its author deleted while it had replies (issue 19). */
  author: authorSchema.nullable(),
  /** Empty on a tombstone. */
  content: z.string(),
  /** A tombstone: shown as "comment deleted", kept so its replies stay under it. */
  deleted: z.boolean(),
  createdAt: z.string(),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
})
export type Comment = z.infer<typeof commentSchema>

export const createCommentSchema = z
  .object({
    content: text()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, commentTexts.blank).max(limits.commentMax, commentTexts.tooLong)),
    parentId: uuidSchema.nullable().optional(),
  })
  .strict()
