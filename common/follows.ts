import { z } from 'zod'

// The wording lives apart so the web app can use it without loading zod.
export { followTexts } from './follow-texts'

/** PUT / DELETE /api/users/:username/follow */
export const followStateSchema = z.object({
  following: z.boolean(),
  /** The followed profile's count after the change. */
  followersCount: z.number().int(),
})
export type FollowState = z.infer<typeof followStateSchema>

/** A row of /api/users/:username/followers and /following. */
export const connectionSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Whether the signed-in viewer follows this person; false for visitors and for yourself. */
  followedByMe: z.boolean(),
})
export type Connection = z.infer<typeof connectionSchema>

export const connectionListKinds = ['followers', 'following'] as const
export type ConnectionListKind = (typeof connectionListKinds)[number]
