import { z } from 'zod'
import { authorSchema } from './posts'
import { limits } from './texts'

export const commentTexts = {
  signUpToComment: 'Sign up to leave a comment',
  addFailed: 'Failed to add comment',
  blank: 'Please write a comment',
  tooLong: `Comments can be at most ${limits.commentMax.toLocaleString('en-US')} characters`,
} as const

/** Replies are indented at most this deep (spec section 9). */
export const MAX_REPLY_INDENT = 3

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  author: authorSchema,
  content: z.string(),
  createdAt: z.string(),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
})
export type Comment = z.infer<typeof commentSchema>

export const createCommentSchema = z
  .object({
    content: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, commentTexts.blank).max(limits.commentMax, commentTexts.tooLong)),
    parentId: z.uuid().nullable().optional(),
  })
  .strict()
