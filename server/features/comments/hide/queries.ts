import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments, posts } from '../../../db/schema'

/** The comment's post author, whether it is a tombstone, and its hidden mark; null if missing. */
export async function findCommentPostAuthor(db: DbOrTx, commentId: string) {
  const [row] = await db
    .select({
      postId: comments.postId,
      postAuthorId: posts.userId,
      deleted: sql<boolean>`${comments.deletedAt} is not null`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
  return row ?? null
}

/** Sets or clears the mark; the first hide's time is kept when hidden twice. */
export async function setHiddenByAuthor(db: DbOrTx, commentId: string, hidden: boolean) {
  await db
    .update(comments)
    .set({ hiddenByAuthorAt: hidden ? sql`coalesce(${comments.hiddenByAuthorAt}, now())` : null })
    .where(eq(comments.id, commentId))
}
