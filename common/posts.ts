import { z } from 'zod'
import { postTexts } from './post-texts'
import { postUpdateSchema } from './project-updates'
import { replyRuleSchema } from './safety'
import { text } from './strings'
import { limits } from './texts'

// The wording lives apart so the web app can use it without loading zod.
export { postTexts } from './post-texts'

export const authorSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
})
export type Author = z.infer<typeof authorSchema>

export const postImageSchema = z.object({
  /** The full image (at most 2048 px on the long side), for the image viewer. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** The feed-sized image (640 px wide); the full one when no smaller one exists. */
  feedUrl: z.string(),
  feedWidth: z.number().int(),
  /** ThumbHash (base64) painted while the image loads; null for images stored before it. */
  placeholder: z.string().nullable(),
})
export type PostImage = z.infer<typeof postImageSchema>

/** On a launch's thread post (decision 046): the launch it opens, for the feed's launch item. */
export const postLaunchSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  /** The launch day, 'YYYY-MM-DD' (UTC). */
  day: z.string(),
})
export type PostLaunch = z.infer<typeof postLaunchSchema>

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  content: z.string(),
  images: z.array(postImageSchema),
  /** Mentioned usernames, and mentioned projects resolved to their pages. */
  mentions: z.object({
    users: z.array(z.string()),
    projects: z.array(z.object({ key: z.string(), id: z.string(), name: z.string() })),
  }),
  hashtags: z.array(z.string()),
  createdAt: z.string(),
  /** When its author last edited it; null if never (earlier texts: GET /api/posts/{id}/versions). */
  editedAt: z.string().nullable(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  likedByMe: z.boolean(),
  savedByMe: z.boolean(),
  /** Set when the post is an update of a project this viewer sees (decision 026). */
  update: postUpdateSchema.nullable(),
  /** Set when the post is the thread of a launch of a project this viewer sees. */
  launch: postLaunchSchema.nullable(),
  /** Who may comment, set by its author in the composer (issue 31). */
  replyRule: replyRuleSchema,
  /**
   * In a feed or search, the viewer's muted word the post holds when they chose to collapse such
   * posts rather than hide them: shown behind "Hidden: muted word" (issue 31).
   */
  mutedWord: z.string().optional(),
})
export type Post = z.infer<typeof postSchema>

/** The text fields of the create-post multipart form (images are file parts named `images`). */
export const createPostFieldsSchema = z.object({
  content: text().max(limits.postContentMax, postTexts.tooLong).default(''),
  /** One alt text per image, in order. */
  alt: z
    .array(text().max(limits.altTextMax, `Alt text can be at most ${limits.altTextMax} characters`))
    .max(limits.imagesPerPost)
    .default([]),
  /** Who may comment: everyone (default), people the author follows, people it mentions. */
  replyRule: replyRuleSchema.default('everyone'),
})

export const feedKindSchema = z.enum(['everyone', 'following'])
export type FeedKind = z.infer<typeof feedKindSchema>

export const likeStateSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() })
export const saveStateSchema = z.object({ saved: z.boolean() })

export const mentionSuggestionSchema = z.object({
  users: z.array(authorSchema),
  projects: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
})
export type MentionSuggestions = z.infer<typeof mentionSuggestionSchema>

export const hashtagSuggestionSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), lastUsedAt: z.string() })),
})
export type HashtagSuggestions = z.infer<typeof hashtagSuggestionSchema>
