import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { likes, posts, profiles, projects, savedPosts } from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'

/** Mentioned usernames and project keys that exist (banned users are never mentioned). */
export async function findMentionTargets(db: DbOrTx, words: string[]) {
  if (words.length === 0) return { users: [], projects: [] }
  const [users, mentionedProjects] = await Promise.all([
    db
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(and(inArray(profiles.username, words), eq(profiles.banned, false))),
    db
      .select({ id: projects.id, key: projects.nameKey, ownerId: projects.userId })
      .from(projects)
      .where(inArray(projects.nameKey, words)),
  ])
  return { users, projects: mentionedProjects }
}

/** As the API writes a post's time, so a live client can order it among the ones it lists. */
const postCreatedAt = sql<string>`${sql.raw(cursorTimestampSql('"posts"."created_at"'))}`

export async function insertPost(
  db: DbOrTx,
  values: Pick<
    typeof posts.$inferInsert,
    'userId' | 'content' | 'images' | 'hashtags' | 'mentions'
  >,
) {
  const [post] = await db
    .insert(posts)
    .values(values)
    .returning({ id: posts.id, createdAt: postCreatedAt })
  return post!
}

/** Who wrote a post and its images, for its deletion; null when there is no such post. */
export async function findPostOwner(db: DbOrTx, postId: string) {
  const [post] = await db
    .select({ userId: posts.userId, images: posts.images })
    .from(posts)
    .where(eq(posts.id, postId))
  return post ?? null
}

export async function deletePostRow(db: DbOrTx, postId: string) {
  await db.delete(posts).where(eq(posts.id, postId))
}

/** True when this like is new (a unique index makes concurrent double-clicks one row). */
export async function insertLike(db: DbOrTx, userId: string, postId: string) {
  const inserted = await db
    .insert(likes)
    .values({ userId, postId })
    .onConflictDoNothing()
    .returning({ id: likes.id })
  return inserted.length > 0
}

export async function deleteLike(db: DbOrTx, userId: string, postId: string) {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.postId, postId)))
}

export async function countLikes(db: DbOrTx, postId: string) {
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(likes)
    .where(eq(likes.postId, postId))
  return count?.value ?? 0
}

export async function setSavedRow(db: DbOrTx, userId: string, postId: string, saved: boolean) {
  if (saved) {
    await db.insert(savedPosts).values({ userId, postId }).onConflictDoNothing()
  } else {
    await db
      .delete(savedPosts)
      .where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)))
  }
}
