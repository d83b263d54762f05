import { limits } from '@common/texts'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { posts, profiles, projects } from '../../db/schema'

const visibleAuthor = eq(profiles.banned, false)

export async function findPostPreview(db: Db, postId: string) {
  const [row] = await db
    .select({
      content: posts.content,
      images: posts.images,
      name: profiles.name,
      username: profiles.username,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .where(
      and(eq(posts.id, postId), visibleAuthor, lt(posts.reportCount, limits.reportHideThreshold)),
    )
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
    .where(and(eq(sql`lower(${profiles.username})`, username.toLowerCase()), visibleAuthor))
  return row ?? null
}

export async function findProjectPreview(db: Db, projectId: string) {
  const [row] = await db
    .select({ name: projects.name, tagline: projects.tagline, logoUrl: projects.logoUrl })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(
      and(
        eq(projects.id, projectId),
        visibleAuthor,
        lt(projects.reportCount, limits.reportHideThreshold),
      ),
    )
  return row ?? null
}
