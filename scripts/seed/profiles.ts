/** How much data each `npm run seed -- --profile <name>` writes. */
export type SeedProfile = {
  users: number
  postsTotal: number
  likesPerUser: number
  commentsTotal: number
  followsPerUser: number
  projects: number
  reports: number
  banned: number
  /** Share of posts with images (metadata only for the sized profiles). */
  imageShare: number
  /** Projects given updates, milestones and a metric history (scripts/seed/project-stories.ts). */
  projectStories: number
  projectFollowsPerUser: number
  /** Projects that launch, from the past to 3 days ahead, and their votes (scripts/seed/launches.ts). */
  launches: number
  launchVotes: number
}

export const seedProfiles: Record<string, SeedProfile> = {
  demo: {
    users: 36,
    postsTotal: 180,
    likesPerUser: 40,
    commentsTotal: 260,
    followsPerUser: 12,
    projects: 40,
    reports: 0,
    banned: 0,
    imageShare: 0.3,
    projectStories: 16,
    projectFollowsPerUser: 4,
    launches: 28,
    launchVotes: 320,
  },
  small: {
    users: 1_000,
    postsTotal: 10_000,
    likesPerUser: 50,
    commentsTotal: 10_000,
    followsPerUser: 50,
    projects: 2_000,
    reports: 100,
    banned: 50,
    imageShare: 0.1,
    projectStories: 200,
    projectFollowsPerUser: 5,
    launches: 2_000,
    launchVotes: 50_000,
  },
  large: {
    users: 10_000,
    postsTotal: 1_000_000,
    likesPerUser: 500,
    commentsTotal: 1_000_000,
    followsPerUser: 150,
    projects: 20_000,
    reports: 10_000,
    banned: 500,
    imageShare: 0.1,
    projectStories: 2_000,
    projectFollowsPerUser: 5,
    // Issue 32's benchmark: 20,000 launches and 500,000 votes.
    launches: 20_000,
    launchVotes: 500_000,
  },
}

/** Every seeded account signs in with this password (user1@makerfolio.test, ...). */
export const SEED_PASSWORD = 'makerfolio'
export const seedEmail = (index: number) => `user${index}@makerfolio.test`
