import { z } from 'zod'
import { text } from './strings'

export { emailTexts } from './email-texts'

/** What a member chose for one kind of notification email (decision 031). */
export const emailModes = ['off', 'immediate', 'digest'] as const
export type EmailMode = (typeof emailModes)[number]
export const emailModeSchema = z.enum(emailModes)

/** The kinds a member chooses for, in the order the settings section lists them. */
export const emailKinds = ['follows', 'comments', 'mentions', 'likes', 'projectUpdates'] as const
export type EmailKind = (typeof emailKinds)[number]

/**
 * Which notification types each kind covers. Launches (issue 32): upvotes are likes of a launch;
 * "your launch is live", "a project you asked about launched" and "finished #2" are project news.
 */
export const notificationTypesOfKind: Record<EmailKind, readonly string[]> = {
  follows: ['follow'],
  comments: ['comment', 'reply'],
  mentions: ['mention', 'project_mention'],
  likes: ['like', 'launch_upvote'],
  projectUpdates: [
    'project_update',
    'project_milestone',
    'launch_live',
    'launch_notify',
    'launch_ranked',
  ],
}

/** Whether the runtime knows this IANA time zone name ('UTC', 'Europe/Paris', ...). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const timeZoneSchema = text().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone' })

/** GET /api/me/email-preferences */
export const emailPreferencesSchema = z.object({
  follows: emailModeSchema,
  comments: emailModeSchema,
  mentions: emailModeSchema,
  likes: emailModeSchema,
  projectUpdates: emailModeSchema,
  /** The weekly digest, sent in the morning of `timeZone`. */
  digest: z.boolean(),
  timeZone: z.string(),
})
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>

/** PATCH /api/me/email-preferences: any of the fields; the others stay as they are. */
export const updateEmailPreferencesSchema = z
  .object({
    follows: emailModeSchema,
    comments: emailModeSchema,
    mentions: emailModeSchema,
    likes: emailModeSchema,
    projectUpdates: emailModeSchema,
    digest: z.boolean(),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict()
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>

/** What one unsubscribe link stops: the weekly digest, or every immediate notification email. */
export const unsubscribeScopes = ['digest', 'immediate'] as const
export type UnsubscribeScope = (typeof unsubscribeScopes)[number]

/** GET and POST /api/email/unsubscribe */
export const unsubscribeQuerySchema = z.object({ token: text().max(300) })
