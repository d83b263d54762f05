import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments, commentVersions, posts, postVersions } from '../../db/schema'

/** The earlier texts of the member's posts and comments (decisions 028 and 039), oldest first. */
export async function readEditHistoryRows(db: Db, id: string) {
  const [postHistory, commentHistory] = await Promise.all([
    db
      .select({
        postId: postVersions.postId,
        content: postVersions.content,
        alt: postVersions.imageAlts,
        writtenAt: postVersions.writtenAt,
        replacedAt: postVersions.replacedAt,
      })
      .from(postVersions)
      .innerJoin(posts, eq(posts.id, postVersions.postId))
      .where(eq(posts.userId, id))
      .orderBy(asc(postVersions.replacedAt), asc(postVersions.id)),
    db
      .select({
        commentId: commentVersions.commentId,
        content: commentVersions.content,
        writtenAt: commentVersions.writtenAt,
        replacedAt: commentVersions.replacedAt,
      })
      .from(commentVersions)
      .innerJoin(comments, eq(comments.id, commentVersions.commentId))
      .where(eq(comments.userId, id))
      .orderBy(asc(commentVersions.replacedAt), asc(commentVersions.id)),
  ])
  return { postHistory, commentHistory }
}
