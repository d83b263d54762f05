import { z } from 'zod'
import { emailPreferencesSchema } from './email-preferences'
import { profileLinkKinds } from './profiles'
import { milestoneSchema } from './project-updates'

const at = z.string()

/** GET /api/me/export: everything the signed-in member has put into Makerfolio. */
export const accountExportSchema = z.object({
  exportedAt: at,
  profile: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    description: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    createdAt: at,
  }),
  /** As the profile shows them (kind, and an `other` link's label); kind null for one it cannot read. */
  links: z.array(
    z.object({
      kind: z.enum(profileLinkKinds).nullable(),
      url: z.string(),
      label: z.string().nullable(),
    }),
  ),
  posts: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      /** Absolute addresses of the post's images. */
      imageUrls: z.array(z.string()),
      hashtags: z.array(z.string()),
      createdAt: at,
    }),
  ),
  comments: z.array(
    z.object({
      id: z.string(),
      postId: z.string(),
      parentId: z.string().nullable(),
      content: z.string(),
      createdAt: at,
    }),
  ),
  /** Earlier texts of your posts, each with when it was written and replaced (decision 028). */
  postHistory: z.array(
    z.object({
      postId: z.string(),
      content: z.string(),
      /** The images' alt texts as they were, in order. */
      alt: z.array(z.string()),
      writtenAt: at,
      replacedAt: at,
    }),
  ),
  /** Earlier texts of your comments, each with when it was written and replaced (decision 039). */
  commentHistory: z.array(
    z.object({ commentId: z.string(), content: z.string(), writtenAt: at, replacedAt: at }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tagline: z.string(),
      category: z.string().nullable(),
      description: z.string().nullable(),
      websiteUrl: z.string().nullable(),
      appStoreUrl: z.string().nullable(),
      googlePlayUrl: z.string().nullable(),
      launchedDate: z.string().nullable(),
      mrr: z.string().nullable(),
      userCount: z.number().int().nullable(),
      logoUrl: z.string().nullable(),
      techStack: z.array(z.string()),
      createdAt: at,
    }),
  ),
  /** The screenshot galleries of the projects you own, in their order (issue 17 §5). */
  projectGallery: z.array(
    z.object({
      projectId: z.string(),
      position: z.number().int(),
      imageUrl: z.string(),
      alt: z.string(),
    }),
  ),
  /** Your posts that are updates of a project, with their milestone (decision 026). */
  projectUpdates: z.array(
    z.object({
      postId: z.string(),
      projectId: z.string(),
      milestone: milestoneSchema.nullable(),
      createdAt: at,
    }),
  ),
  /**
   * Each change of your projects' users and MRR, with its time; `verified` points were read from
   * a connected payment provider (MRR per currency, paying customers).
   */
  projectMetrics: z.array(
    z.object({
      projectId: z.string(),
      metric: z.string(),
      value: z.string(),
      source: z.string(),
      currency: z.string().nullable(),
      recordedAt: at,
    }),
  ),
  /** Projects you follow. */
  followedProjects: z.array(z.object({ projectId: z.string(), since: at })),
  /**
   * Projects you make with their owner (`acceptedAt` set) or are invited to (null), and the
   * invitations you sent that are still pending (decision 029).
   */
  projectMakers: z.array(
    z.object({ projectId: z.string(), invitedAt: at, acceptedAt: at.nullable() }),
  ),
  sentMakerInvitations: z.array(
    z.object({ projectId: z.string(), username: z.string(), invitedAt: at }),
  ),
  follows: z.object({
    followers: z.array(z.object({ username: z.string(), since: at })),
    following: z.array(z.object({ username: z.string(), since: at })),
  }),
  saved: z.object({
    posts: z.array(z.object({ postId: z.string(), savedAt: at })),
    projects: z.array(z.object({ projectId: z.string(), savedAt: at })),
  }),
  /** Changes to how you sign in, newest first (issue 18 §5). */
  securityLog: z.array(
    z.object({ kind: z.string(), detail: z.string().nullable(), createdAt: at }),
  ),
  /** Providers that sign you in; never their tokens (issue 18 §4). */
  signInProviders: z.array(z.object({ providerId: z.string(), linkedAt: at })),
  /** Your passkeys by name and dates; never a key or credential id (issue 18 §2). */
  passkeys: z.array(
    z.object({ name: z.string(), createdAt: at, lastUsedAt: at.nullable(), synced: z.boolean() }),
  ),
  /** Your email choices and weekly digest (decision 031). */
  emailPreferences: emailPreferencesSchema,
  /** Your first steps: topics picked, when the onboarding and the checklist were closed (issue 20 §3); null before either. */
  onboarding: z
    .object({
      topics: z.array(z.string()),
      closedAt: at.nullable(),
      checklistDismissedAt: at.nullable(),
    })
    .nullable(),
  /** Your unsent posts, scheduled ones with their time (decision 030). */
  drafts: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      imageUrls: z.array(z.string()),
      scheduledAt: at.nullable(),
      updatedAt: at,
    }),
  ),
  /** Launches you launch (issue 32), with their state and frozen ranks. */
  launches: z.array(
    z.object({
      id: z.string(),
      projectId: z.string(),
      day: z.string(),
      tagline: z.string(),
      firstComment: z.string(),
      state: z.string(),
      dayRank: z.number().int().nullable(),
      weekRank: z.number().int().nullable(),
    }),
  ),
  /** Your upvotes of launches, and whether each counted in the ranks. */
  launchVotes: z.array(z.object({ launchId: z.string(), counted: z.boolean(), votedAt: at })),
  /** Upcoming launches you asked to be told about. */
  launchNotifyRequests: z.array(z.object({ launchId: z.string(), since: at })),
  /** Your projects' payment-provider connections (issue 33): never the key itself. */
  revenueConnections: z.array(
    z.object({
      projectId: z.string(),
      provider: z.string(),
      keyLast4: z.string(),
      status: z.string(),
      lastSyncedAt: at.nullable(),
      connectedAt: at,
    }),
  ),
})
export type AccountExport = z.infer<typeof accountExportSchema>
