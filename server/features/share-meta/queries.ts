import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { posts, profiles, projects } from '../../db/schema'
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
