import { z } from 'zod'
import { milestoneKinds } from './milestones'

export const milestoneSchema = z.object({
  kind: z.enum(milestoneKinds),
  /** Users reached, or MRR reached in whole dollars; null for the other kinds. */
  value: z.number().int().nullable(),
  /** The maker's words for a custom milestone; null for the other kinds. */
  text: z.string().nullable(),
})

/** On a post that is a project update: the project it belongs to, and its milestone if any. */
export const postUpdateSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  milestone: milestoneSchema.nullable(),
})
export type PostUpdate = z.infer<typeof postUpdateSchema>

/** One entry of the Overview's milestone timeline. */
export const milestoneEntrySchema = z.object({
  postId: z.string(),
  createdAt: z.string(),
  milestone: milestoneSchema,
})
export type MilestoneEntry = z.infer<typeof milestoneEntrySchema>

/** PUT/DELETE /api/projects/:id/follow */
export const projectFollowStateSchema = z.object({
  following: z.boolean(),
  followersCount: z.number().int(),
})
export type ProjectFollowState = z.infer<typeof projectFollowStateSchema>

/** A member following the project, for its owner's followers list. */
export const projectFollowerSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  followedAt: z.string(),
})
export type ProjectFollower = z.infer<typeof projectFollowerSchema>
