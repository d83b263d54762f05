import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { launches, posts, profiles, projects } from '../../db/schema'
import { visiblePosts, visibleProfiles, visibleProjects } from '../../policy/visibility'

// Link previews and Atom are read by bots and feed readers: always the visitor's view.

export async function findPostPreview(db: Db, postId: string) {
  const [row] = await db
    .select({
      id: posts.id,
      content: posts.content,
      images: posts.images,
      name: profiles.name,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .where(and(eq(posts.id, postId), visiblePosts(null)))
  return row ?? null
}

export async function findProfilePreview(db: Db, username: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      username: profiles.username,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(and(eq(sql`lower(${profiles.username})`, username.toLowerCase()), visibleProfiles(null)))
  return row ?? null
}

export async function findProjectPreview(db: Db, projectId: string) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      tagline: projects.tagline,
      logoUrl: projects.logoUrl,
      userCount: projects.userCount,
      mrr: projects.mrr,
      // The generated card (cards.ts, drawn by og-images) shows the maker.
      makerName: profiles.name,
      makerUsername: profiles.username,
      makerAvatarUrl: profiles.avatarUrl,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(and(eq(projects.id, projectId), visibleProjects(null)))
  return row ?? null
}

/**
 * A launch's page as a visitor sees it (its card and preview): a cancelled launch, or one of a
 * project visitors may not see, has none. Badges only from an ended launch's frozen ranks.
 */
export async function findLaunchPreview(db: Db, launchId: string) {
  const [row] = await db
    .select({
      id: launches.id,
      projectName: projects.name,
      projectTagline: projects.tagline,
      logoUrl: projects.logoUrl,
      tagline: launches.tagline,
      day: sql<string>`${launches.day}::text`,
      state: launches.state,
      votesCount: launches.votesCount,
      dayRank: sql<
        number | null
      >`case when ${launches.state} = 'ended' then ${launches.dayRank} end`,
      weekRank: sql<
        number | null
      >`case when ${launches.state} = 'ended' then ${launches.weekRank} end`,
    })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(and(eq(launches.id, launchId), ne(launches.state, 'cancelled'), visibleProjects(null)))
  return row ?? null
}
