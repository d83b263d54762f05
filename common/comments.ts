import { z } from 'zod'
import { commentTexts } from './comment-texts'
import { uuidSchema } from './ids'
import { postVersionSchema } from './post-edits'
import { authorSchema } from './posts'
import { collapsedReasonSchema } from './safety'
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
  /** The last edit by its author (decision 039); null if never edited, and on a tombstone. */
  editedAt: z.string().nullable(),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
  /**
   * Why the thread shows it collapsed (issue 31): `blocked` (the other side of a block: no author
   * nor text, replies kept), `hiddenByAuthor` (the post's author hid it: text kept, behind
   * "Show"), `mutedWord` (behind "Hidden: muted word"). Absent when shown as is.
   */
  collapsed: collapsedReasonSchema.optional(),
})
export type Comment = z.infer<typeof commentSchema>

const commentContent = text()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, commentTexts.blank).max(limits.commentMax, commentTexts.tooLong))

export const createCommentSchema = z
  .object({ content: commentContent, parentId: uuidSchema.nullable().optional() })
  .strict()

/** Its author's edit: the new text, checked as a new comment's is (decision 039). */
export const commentEditInputSchema = z.object({ content: commentContent }).strict()
export type CommentEditInput = z.infer<typeof commentEditInputSchema>

/** One text a comment had: the current one first, then each earlier one, newest first. */
export const commentVersionSchema = postVersionSchema.omit({ alt: true })
export type CommentVersion = z.infer<typeof commentVersionSchema>
