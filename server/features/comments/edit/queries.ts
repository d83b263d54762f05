import type { CommentVersion } from '@common/comments'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments, commentVersions, posts } from '../../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../../lib/pagination'

const at = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`

/**
 * The comment as an edit needs it, locked until the edit's transaction ends, with whom it
 * already notifies (its post's author, its parent's): a mention adds nothing for them.
 */
export async function lockCommentForEdit(tx: DbOrTx, commentId: string) {
  const [comment] = await tx
    .select({
      userId: comments.userId,
      postId: comments.postId,
      content: comments.content,
      deleted: sql<boolean>`${comments.deletedAt} is not null`,
      writtenAt: at('coalesce("comments"."edited_at", "comments"."created_at")'),
      postAuthorId: posts.userId,
      parentAuthorId: sql<
        string | null
      >`(select p.user_id from comments p where p.id = ${comments.parentId})`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .for('update', { of: comments })
  return comment ?? null
}

/** Keeps the replaced text, then writes the new one. */
export async function writeCommentEdit(
  tx: DbOrTx,
  commentId: string,
  before: { content: string; writtenAt: string },
  content: string,
) {
  await tx.insert(commentVersions).values({
    commentId,
    content: before.content,
    writtenAt: sql`${before.writtenAt}::timestamptz`,
  })
  await tx.update(comments).set({ content, editedAt: sql`now()` }).where(eq(comments.id, commentId))
}

/** Earlier texts of a comment, most recently replaced first, a keyset page at a time. */
export async function listEarlierCommentVersions(
  db: DbOrTx,
  commentId: string,
  after: Keyset | null,
  limit: number,
) {
  const rows = await db
    .select({
      id: commentVersions.id,
      content: commentVersions.content,
      writtenAt: at('"comment_versions"."written_at"'),
      replacedAt: at('"comment_versions"."replaced_at"'),
    })
    .from(commentVersions)
    .where(
      and(
        eq(commentVersions.commentId, commentId),
        keysetCondition(commentVersions.replacedAt, commentVersions.id, after),
      ),
    )
    .orderBy(desc(commentVersions.replacedAt), desc(commentVersions.id))
    .limit(limit + 1)
  const page = toPage(rows, limit, (row) => ({ at: row.replacedAt, id: row.id }))
  return {
    items: page.items.map(
      (row): CommentVersion => ({
        content: row.content,
        writtenAt: row.writtenAt,
        isCurrent: false,
      }),
    ),
    nextCursor: page.nextCursor,
  }
}
