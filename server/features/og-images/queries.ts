import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { posts, profiles, projects } from '../../db/schema'
import { visiblePosts, visibleProfiles, visibleProjects } from '../../policy/visibility'

// Cards are fetched by bots and unfurl services: always the visitor's view, so hidden, banned
// or removed content has no card (the route answers 404).

export async function findProjectCardRow(db: Db, projectId: string) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      tagline: projects.tagline,
      logoUrl: projects.logoUrl,
      userCount: projects.userCount,
      mrr: projects.mrr,
      makerName: profiles.name,
      makerUsername: profiles.username,
      makerAvatarUrl: profiles.avatarUrl,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(and(eq(projects.id, projectId), visibleProjects(null)))
  return row ?? null
}

export async function findPostCardRow(db: Db, postId: string) {
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

export async function findProfileCardRow(db: Db, username: string) {
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

/** The badge's number: users when the makers report them, else followers (banned ones left out). */
export async function findBadgeRow(db: Db, projectId: string) {
  const [row] = await db
    .select({
      name: projects.name,
      userCount: projects.userCount,
      // Qualified by hand: drizzle writes a lone table's columns unqualified.
      followers: sql<number>`(
        select count(*)::int from project_follows f
        join profiles p on p.id = f.member_id
        where f.project_id = "projects"."id" and not p.banned
      )`,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjects(null)))
  return row ?? null
}
