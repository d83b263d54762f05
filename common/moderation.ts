import { z } from 'zod'
import {
  normaliseTargetId,
  type ReportedType,
  reportedTypeSchema,
  reportReasonSchema,
} from './reports'
import { text } from './strings'

export const moderationActions = ['dismiss', 'remove', 'ban', 'unban'] as const
export const moderationActionSchema = z.enum(moderationActions)
export type ModerationAction = z.infer<typeof moderationActionSchema>

/**
 * What the moderation log records: the queue's actions, and launches' (issue 32): a launch
 * disqualified (logged on its project) and a member's vote voided (logged on the member).
 */
export const moderationLogActions = [...moderationActions, 'disqualify', 'void_votes'] as const
export type ModerationLogAction = (typeof moderationLogActions)[number]

// The wording is in moderation-texts.ts; the server takes these from here with the schemas.
export { moderationActionDone, moderationTexts } from './moderation-texts'

/** The actions a queue item offers: a profile's removal is a ban, so it gets no separate button. */
export function actionsFor(item: {
  type: ReportedType
  author: { banned: boolean }
}): ModerationAction[] {
  const removal: ModerationAction[] = item.type === 'profile' ? [] : ['remove']
  return ['dismiss', ...removal, item.author.banned ? 'unban' : 'ban']
}

export const moderationUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  banned: z.boolean(),
})
export type ModerationUser = z.infer<typeof moderationUserSchema>

/** GET /api/moderation/reports: one entry per reported item, most recently reported first. */
export const moderationQueueItemSchema = z.object({
  type: reportedTypeSchema,
  id: z.string(),
  /** Open reports on the item. */
  reportCount: z.number().int(),
  /** Who reported it, most recent first (at most 20 names). */
  reporters: z.array(z.object({ username: z.string() })),
  /** The open reports' reasons with how many gave each, most given first; null: no reason given. */
  reasons: z.array(z.object({ reason: reportReasonSchema.nullable(), count: z.number().int() })),
  /** The reporters' notes, most recent first (at most 20), for moderators only. */
  notes: z.array(
    z.object({
      username: z.string(),
      reason: reportReasonSchema.nullable(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
  lastReportedAt: z.string(),
  /** The post's or comment's author, the project's owner, or the reported profile itself. */
  author: moderationUserSchema,
  preview: z.object({
    /** 'Post', 'Comment', the project's name, or the profile's name. */
    title: z.string(),
    /** An excerpt of the text, the project's tagline or the profile's bio ('' when none). */
    text: z.string(),
    /** Where the item lives in the app: /post/<id>, /project/<id> or /<username>. */
    link: z.string(),
    /**
     * A post or comment edited since it was first reported: an excerpt of its text as reported (`text` is
     * the text now). Null when the item is as it was reported.
     */
    reportedText: z.string().nullable(),
  }),
})
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>

/** POST /api/moderation/actions. For a profile, `remove` bans it. */
export const moderationActionInputSchema = z
  .object({
    action: moderationActionSchema,
    type: reportedTypeSchema,
    id: text().trim().min(1).max(64),
  })
  .strict()
  .transform(normaliseTargetId)
export type ModerationActionInput = z.infer<typeof moderationActionInputSchema>

/** GET /api/moderation/history: newest first. */
export const moderationHistoryItemSchema = z.object({
  id: z.string(),
  action: z.enum(moderationLogActions),
  targetType: reportedTypeSchema,
  targetId: z.string(),
  /** A sentence written when the action was taken, e.g. 'Removed a post by @ada: "..."'. */
  summary: z.string(),
  createdAt: z.string(),
  /** Null once that moderator's account is deleted. */
  moderator: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The member acted upon; null once their account is deleted. `banned` is their state now. */
  subject: z.object({ id: z.string(), username: z.string(), banned: z.boolean() }).nullable(),
})
export type ModerationHistoryItem = z.infer<typeof moderationHistoryItemSchema>

export const moderationActionResultSchema = z.object({
  /** Open reports the action closed (dismissed or actioned). */
  closedReports: z.number().int(),
  entry: moderationHistoryItemSchema,
})
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>
