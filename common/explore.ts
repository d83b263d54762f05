import { z } from 'zod'
import { pageQuerySchema, pageSchema } from './pagination'
import { projectLimits } from './project-texts'
import { text } from './strings'

export { exploreTexts } from './explore-texts'

export const exploreProjectSorts = [
  'newest',
  'followers',
  'bookmarks',
  'mrr',
  'users',
  'updated',
] as const
export type ExploreProjectSort = (typeof exploreProjectSorts)[number]

/** GET /api/explore/projects: every project, one category or all, in one of five orders. */
export const exploreProjectsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(exploreProjectSorts).default('newest'),
  category: text().trim().min(1).max(projectLimits.categoryMax).optional(),
})

/** A category in use by visible projects (presets and custom ones), most used first. */
export const exploreCategorySchema = z.object({
  category: z.string(),
  projectCount: z.number().int(),
})
export const exploreCategoriesSchema = z.object({ items: z.array(exploreCategorySchema) })
export type ExploreCategory = z.infer<typeof exploreCategorySchema>

export const trendingWindows = ['day', 'week'] as const
export type TrendingWindow = (typeof trendingWindows)[number]

/** GET /api/explore/topics: hashtags by distinct authors over the last 24 hours or 7 days. */
export const trendingTopicsQuerySchema = pageQuerySchema.extend({
  window: z.enum(trendingWindows).default('week'),
})

export const trendingTopicSchema = z.object({
  tag: z.string(),
  /** Distinct members who used the tag in the window: what ranks it. */
  authorCount: z.number().int(),
  /** Posts with the tag in the window. */
  postCount: z.number().int(),
})
export type TrendingTopic = z.infer<typeof trendingTopicSchema>
export const trendingTopicsPageSchema = pageSchema(trendingTopicSchema)

/** A suggested maker: a profile row with why it is suggested. */
export const makerSuggestionSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  /** Projects of theirs the viewer sees. */
  projectCount: z.number().int(),
  /** People the viewer follows who follow them (0 for visitors). */
  followedByCount: z.number().int(),
})
export type MakerSuggestion = z.infer<typeof makerSuggestionSchema>
export const makerSuggestionsPageSchema = pageSchema(makerSuggestionSchema)

/** A member who joined in the last 7 days and has a project. */
export const newMakerSchema = makerSuggestionSchema
  .omit({ followedByCount: true })
  .extend({ joinedAt: z.string() })
export type NewMaker = z.infer<typeof newMakerSchema>
export const newMakersPageSchema = pageSchema(newMakerSchema)

/** PUT /api/explore/makers/:username/dismissal */
export const dismissalStateSchema = z.object({ dismissed: z.literal(true) })
