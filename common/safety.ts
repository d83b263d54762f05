import { z } from 'zod'
import { limits } from './limits'
import { text } from './strings'

// The wording lives apart so the web app can use it without loading zod.
export { safetyTexts } from './safety-texts'

/** Who may comment on a post, set in the composer; `everyone` by default. */
export const replyRules = ['everyone', 'following', 'mentioned'] as const
export const replyRuleSchema = z.enum(replyRules)
export type ReplyRule = z.infer<typeof replyRuleSchema>

/** How long a mute lasts: a day, a week, or until undone. */
export const muteDurations = ['1d', '7d', 'forever'] as const
export const muteDurationSchema = z.enum(muteDurations)
export type MuteDuration = z.infer<typeof muteDurationSchema>

/** PUT /api/users/:username/mute */
export const muteRequestSchema = z
  .object({
    duration: muteDurationSchema.default('forever'),
    /** Only their notifications go; their posts and comments stay in feeds and threads. */
    notificationsOnly: z.boolean().default(false),
  })
  .strict()
export type MuteRequest = z.infer<typeof muteRequestSchema>

/** PUT/DELETE /api/users/:username/block and /mute answer the state after the change. */
export const blockStateSchema = z.object({ blocked: z.boolean() })
export const muteStateSchema = z.object({
  muted: z.boolean(),
  notificationsOnly: z.boolean(),
  /** ISO time the mute ends; null when it lasts until undone or there is none. */
  expiresAt: z.string().nullable(),
})
export type MuteState = z.infer<typeof muteStateSchema>

/** A row of the viewer's own block or mute list (Settings > Privacy and safety). */
export const shieldedMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Mutes only. */
  notificationsOnly: z.boolean().optional(),
  expiresAt: z.string().nullable().optional(),
})
export type ShieldedMember = z.infer<typeof shieldedMemberSchema>

/** Where a muted word applies (Mastodon's filter contexts). */
export const mutedWordContexts = ['feeds', 'threads', 'notifications', 'search'] as const
export const mutedWordContextSchema = z.enum(mutedWordContexts)
export type MutedWordContext = z.infer<typeof mutedWordContextSchema>

/** A matching post is left out, or collapsed behind "Hidden: muted word". */
export const mutedWordActions = ['hide', 'warn'] as const
export const mutedWordActionSchema = z.enum(mutedWordActions)

/** POST /api/me/muted-words */
export const createMutedWordSchema = z
  .object({
    /** A word, a phrase, or a #tag; matched as whole words, ignoring case. */
    phrase: text().trim().min(1).max(limits.mutedWordMax),
    contexts: z
      .array(mutedWordContextSchema)
      .min(1)
      .default([...mutedWordContexts])
      .transform((contexts) => [...new Set(contexts)]),
    action: mutedWordActionSchema.default('hide'),
    /** For a while, like mutes; forever by default. */
    duration: muteDurationSchema.default('forever'),
  })
  .strict()
export type CreateMutedWord = z.infer<typeof createMutedWordSchema>

export const mutedWordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  contexts: z.array(mutedWordContextSchema),
  action: mutedWordActionSchema,
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
})
export type MutedWord = z.infer<typeof mutedWordSchema>

/**
 * How a post or comment reached the viewer when a shield applies: `blocked` (a comment of the
 * other side of a block, collapsed with its replies kept), `mutedWord` (collapsed behind
 * "Hidden: muted word"), `hiddenByAuthor` (a comment the post's author hid). Absent otherwise.
 */
export const collapsedReasons = ['blocked', 'mutedWord', 'hiddenByAuthor'] as const
export const collapsedReasonSchema = z.enum(collapsedReasons)
export type CollapsedReason = z.infer<typeof collapsedReasonSchema>
