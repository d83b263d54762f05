import { z } from 'zod'
import { isRealDate } from './calendar'
import { uuidSchema } from './ids'
import { launchLimits, launchTexts } from './launch-texts'
import { pageQuerySchema } from './pagination'
import { galleryImageSchema } from './project-gallery'
import { text } from './strings'

// The wording lives apart so the web app can use it without loading zod.
export { launchLimits, launchTexts } from './launch-texts'

/** A launch day, 'YYYY-MM-DD': it starts at 00:00 UTC and lasts 24 hours. */
export const launchDaySchema = text().refine(isRealDate, launchTexts.dayNotReal)

/** A topic tag: a hashtag without #, kept lower case like the posts' hashtags. */
const launchTagSchema = text()
  .trim()
  .transform((tag) => tag.replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,30}$/u, launchTexts.tagInvalid))

const taglineSchema = text()
  .trim()
  .min(1, launchTexts.taglineRequired)
  .max(launchLimits.taglineMax, launchTexts.taglineTooLong)

const tagsSchema = z
  .array(launchTagSchema)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(launchLimits.tagsMax, launchTexts.tooManyTags))

const galleryIdsSchema = z
  .array(uuidSchema)
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.string()).max(launchLimits.galleryMax, launchTexts.tooManyImages))

const firstCommentSchema = text()
  .trim()
  .min(1, launchTexts.firstCommentRequired)
  .max(launchLimits.firstCommentMax, launchTexts.firstCommentTooLong)

const makerIdsSchema = z.array(z.string().max(64)).max(20)

/**
 * POST /api/projects/:id/launches. `makerIds`: the project's makers launching it (the scheduling
 * maker is always one); `galleryImageIds`: up to 4 images of the project's gallery, in order.
 */
export const scheduleLaunchSchema = z
  .object({
    day: launchDaySchema,
    tagline: taglineSchema,
    tags: tagsSchema.default([]),
    galleryImageIds: galleryIdsSchema.default([]),
    firstComment: firstCommentSchema,
    makerIds: makerIdsSchema.default([]),
  })
  .strict()
export type ScheduleLaunch = z.infer<typeof scheduleLaunchSchema>

/**
 * PATCH /api/launches/:id: only the fields sent change (no defaults: a field left out keeps its
 * value), until the launch starts; a new `day` moves it.
 */
export const updateLaunchSchema = z
  .object({
    day: launchDaySchema,
    tagline: taglineSchema,
    tags: tagsSchema,
    galleryImageIds: galleryIdsSchema,
    firstComment: firstCommentSchema,
    makerIds: makerIdsSchema,
  })
  .partial()
  .strict()
export type UpdateLaunch = z.infer<typeof updateLaunchSchema>

export const launchStates = ['scheduled', 'live', 'ended', 'cancelled', 'disqualified'] as const
export const launchStateSchema = z.enum(launchStates)

const memberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
})

/** A launch as every answer shows it: lists and its page alike. */
export const launchSchema = z.object({
  id: z.string(),
  project: z.object({
    id: z.string(),
    name: z.string(),
    tagline: z.string(),
    logoUrl: z.string().nullable(),
    /** The project's numbers as its makers report them. */
    mrr: z.number().nullable(),
    userCount: z.number().int().nullable(),
  }),
  /** The launch day; it runs from `startsAt` (00:00 UTC) for 24 hours. */
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  tagline: z.string(),
  topics: z.object({ category: z.string().nullable(), tags: z.array(z.string()) }),
  firstComment: z.string(),
  makers: z.array(memberSchema),
  gallery: z.array(galleryImageSchema),
  state: launchStateSchema,
  disqualifiedReason: z.string().nullable(),
  /** Every vote, shown; `countedVotesCount` is what ranks (launchTexts.countedRule). */
  votesCount: z.number().int(),
  countedVotesCount: z.number().int(),
  /** Frozen at the end of the day and of the week; null before. */
  dayRank: z.number().int().nullable(),
  weekRank: z.number().int().nullable(),
  /** From the frozen ranks' top 3: "#1 Launch of the Day", "#2 Launch of the Week". */
  badges: z.array(z.string()),
  /** The post whose comments are the launch's thread; null until the launch opens. */
  threadPostId: z.string().nullable(),
  /** The thread's comments as this viewer's thread shows them (0 before it opens). */
  commentsCount: z.number().int(),
  /** The viewer's vote (null for visitors), whether it counts, and their "Notify me". */
  votedByMe: z.boolean().nullable(),
  myVoteCounted: z.boolean().nullable(),
  notifyByMe: z.boolean().nullable(),
  /** Whether the viewer makes the project (may move or cancel it before it starts). */
  isMaker: z.boolean(),
  createdAt: z.string(),
})
export type Launch = z.infer<typeof launchSchema>

export const launchParamsSchema = z.object({ id: uuidSchema })

/**
 * GET /api/launches: one day's launches ranked (`day`), a week's (`week`, its Monday), or the
 * upcoming ones by day (`upcoming`); `topic` keeps those with that category or tag.
 */
export const launchListQuerySchema = pageQuerySchema
  .extend({
    day: launchDaySchema.optional(),
    week: launchDaySchema.optional(),
    upcoming: z.enum(['true']).optional(),
    topic: text()
      .trim()
      .toLowerCase()
      .max(launchLimits.tagMax * 2)
      .optional(),
  })
  .refine(
    (query) => [query.day, query.week, query.upcoming].filter(Boolean).length === 1,
    launchTexts.oneListOnly,
  )
export type LaunchListQuery = z.infer<typeof launchListQuerySchema>

/** PUT/DELETE /api/launches/:id/vote answer the viewer's vote and the counts after it. */
export const launchVoteStateSchema = z.object({
  voted: z.boolean(),
  counted: z.boolean(),
  votesCount: z.number().int(),
  countedVotesCount: z.number().int(),
})
export type LaunchVoteState = z.infer<typeof launchVoteStateSchema>

/** POST /api/launches/:id/disqualify (moderators): why, for the launch page and the log. */
export const disqualifyLaunchSchema = z
  .object({
    reason: text().trim().min(1, launchTexts.reasonRequired).max(500, launchTexts.reasonTooLong),
  })
  .strict()

export const launchVoterParamsSchema = z.object({
  id: uuidSchema,
  username: text().trim().toLowerCase().min(1).max(64),
})

/** PUT /api/launches/:id/voters/:username/void answers the launch's counts after it. */
export const launchCountsSchema = z.object({
  votesCount: z.number().int(),
  countedVotesCount: z.number().int(),
})
export type LaunchCounts = z.infer<typeof launchCountsSchema>

/** PUT/DELETE /api/launches/:id/notify */
export const launchNotifyStateSchema = z.object({ notify: z.boolean() })
export type LaunchNotifyState = z.infer<typeof launchNotifyStateSchema>

/** GET /api/launches/:id/voters: newest first. */
export const launchVoterSchema = memberSchema.extend({
  votedAt: z.string(),
  counted: z.boolean(),
})
export type LaunchVoter = z.infer<typeof launchVoterSchema>
