import type { Comment } from '@common/comments'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, commentVersions, likes, notifications, posts, profiles } from '../../db/schema'
import { cursorTimestampSql, type Keyset, keysetCondition, toPage } from '../../lib/pagination'
import {
  accessColumns,
  blockedFor,
  viewersMutedWord,
  visibleComments,
  withoutViewersMutedWords,
} from '../../policy/visibility'

const createdAtText = sql<string>`${sql.raw(cursorTimestampSql('"comments"."created_at"'))}`
const editedAtText = sql<string | null>`${sql.raw(cursorTimestampSql('"comments"."edited_at"'))}`

function commentRowsQuery(db: DbOrTx, viewerId: string | null) {
  return db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      content: comments.content,
      deleted: sql<boolean>`${comments.deletedAt} is not null`,
      blocked: blockedFor(viewerId),
      hiddenByAuthor: sql<boolean>`${comments.hiddenByAuthorAt} is not null`,
      mutedWord: viewersMutedWord('comment', viewerId, 'threads'),
      createdAt: createdAtText,
      editedAt: editedAtText,
      author: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
      },
      likesCount: sql<number>`(select count(*)::int from likes l where l.comment_id = ${comments.id})`,
      likedByMe: viewerId
        ? sql<boolean>`exists (select 1 from likes l where l.comment_id = ${comments.id} and l.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .innerJoin(profiles, eq(profiles.id, comments.userId))
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRowsQuery>['execute']>>[number]

/**
 * A tombstone shows neither its author nor any text: its author deleted both (issue 19). Nor
 * does a comment of the other side of a block ("Blocked", its replies kept); one the post's
 * author hid keeps its text behind "Show" (issue 31).
 */
function shown({ blocked, hiddenByAuthor, mutedWord, ...row }: CommentRow): Comment {
  if (row.deleted) return { ...row, author: null, content: '', editedAt: null }
  if (blocked) return { ...row, author: null, content: '', editedAt: null, collapsed: 'blocked' }
  if (hiddenByAuthor) return { ...row, collapsed: 'hiddenByAuthor' }
  return mutedWord ? { ...row, collapsed: 'mutedWord' } : row
}

/**
 * A post's thread, oldest first. A reply is always newer than its parent, so a page never
 * holds a reply whose parent is still to come.
 */
export async function listCommentRows(
  db: DbOrTx,
  options: { postId: string; viewerId: string | null; after: Keyset | null; limit: number },
) {
  const { postId, viewerId, after, limit } = options
  const rows = await commentRowsQuery(db, viewerId)
    .where(
      and(
        eq(comments.postId, postId),
        visibleComments(viewerId, { blocked: 'collapse' }),
        withoutViewersMutedWords('comment', viewerId, 'threads'),
        keysetCondition(comments.createdAt, comments.id, after, { direction: 'after' }),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit + 1)
  return toPage(rows.map(shown), limit, (row) => ({ at: row.createdAt, id: row.id }))
}

export async function findCommentRow(db: DbOrTx, commentId: string, viewerId: string | null) {
  const [row] = await commentRowsQuery(db, viewerId).where(eq(comments.id, commentId)).limit(1)
  return row ? shown(row) : null
}

/** A comment's post and what the single-item check needs, whether or not it is visible. */
export async function findCommentAccess(db: DbOrTx, commentId: string, viewerId: string | null) {
  const [row] = await db
    .select({
      postId: comments.postId,
      deleted: sql<boolean>`${comments.deletedAt} is not null`,
      access: accessColumns('comment', viewerId),
    })
    .from(comments)
    .where(eq(comments.id, commentId))
  return row ?? null
}

export async function insertComment(
  db: DbOrTx,
  values: { postId: string; userId: string; content: string; parentId: string | null },
) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id })
  return row!.id
}

/** Idempotent: liking twice keeps one row, unliking a comment not liked changes nothing. */
export async function setCommentLikeRow(
  db: DbOrTx,
  userId: string,
  commentId: string,
  liked: boolean,
) {
  if (liked) {
    await db.insert(likes).values({ userId, commentId }).onConflictDoNothing()
  } else {
    await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.commentId, commentId)))
  }
}

export async function countCommentLikes(db: DbOrTx, commentId: string) {
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(likes)
    .where(eq(likes.commentId, commentId))
  return count?.value ?? 0
}

/**
 * Locks the comment's row for its delete; false when it is gone or a tombstone by then. The
 * caller looked before the post's delete lock was theirs, so what it saw is checked again here:
 * a delete of the same comment that went first is not done (and answered) twice.
 */
export async function lockLiveComment(tx: DbOrTx, commentId: string) {
  const locked = await tx.execute<{ deleted: boolean }>(
    sql`select deleted_at is not null as deleted from comments where id = ${commentId} for update`,
  )
  return locked.rows[0]?.deleted === false
}

/**
 * Its author deletes a comment. With no replies the row goes (its likes and notifications
 * cascade, and the count triggers recount the post); with replies it stays as a tombstone, its
 * text, earlier texts and likes gone, so the replies keep their place under "comment deleted".
 * The check for replies and the change run in the caller's transaction after `lockLiveComment`
 * locked the comment's row, which a reply's foreign key check also locks: a reply written a
 * moment earlier is seen (tombstone, it stays), and one written during the delete waits and then
 * finds its parent gone, as with a moderator's removal. Tombstones this leaves without replies go
 * too (`emptied`): they stood for them only.
 */
export async function deleteCommentRow(
  tx: DbOrTx,
  commentId: string,
): Promise<{ outcome: 'removed' | 'tombstone'; emptied: string[] }> {
  const [reply] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentId, commentId))
    .limit(1)
  if (!reply) {
    const [gone] = await tx
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ parentId: comments.parentId })
    return { outcome: 'removed', emptied: await deleteEmptyTombstones(tx, gone?.parentId ?? null) }
  }
  await tx.delete(likes).where(eq(likes.commentId, commentId))
  await tx.delete(commentVersions).where(eq(commentVersions.commentId, commentId))
  await tx
    .update(comments)
    .set({ deletedAt: sql`now()`, content: '', editedAt: null })
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
  return { outcome: 'tombstone', emptied: [] }
}

/**
 * From this comment up its thread, each tombstone with no replies left. Locks are taken child
 * then parent, as the delete above does, so two replies deleted at once cannot deadlock: the
 * second waits for the first and then sees the tombstone empty.
 */
async function deleteEmptyTombstones(tx: DbOrTx, startId: string | null) {
  const emptied: string[] = []
  let id = startId
  while (id) {
    // Locked first, in a statement of its own: the delete below then reads the thread as it is
    // once the lock is ours (a check inside a delete that waited would see it as it was before).
    await tx.execute(sql`select 1 from comments where id = ${id} for update`)
    // Checked and deleted in one statement: a tombstone goes only if no reply is under it then,
    // so the cascade on parent_id can never take a live reply along.
    const [gone] = await tx
      .delete(comments)
      .where(
        and(
          eq(comments.id, id),
          isNotNull(comments.deletedAt),
          sql`not exists (select 1 from comments r where r.parent_id = ${id})`,
        ),
      )
      .returning({ parentId: comments.parentId })
    if (!gone) break
    emptied.push(id)
    id = gone.parentId
  }
  return emptied
}

/**
 * Deletes of one post's comments take turns: two replies deleted at once under a tombstone would
 * otherwise each find the other's reply still there, or deadlock taking their rows and the
 * post's (the count trigger's) in different orders. Comments being written take no such lock.
 */
export async function lockPostCommentDeletes(tx: DbOrTx, postId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`comment-deletes:${postId}`}, 0))`,
  )
}

/** The notifications about this comment go with it; whose they were, for their unread counts. */
export async function deleteCommentNotifications(tx: DbOrTx, commentId: string) {
  const rows = await tx
    .delete(notifications)
    .where(eq(notifications.commentId, commentId))
    .returning({ userId: notifications.userId })
  return [...new Set(rows.map((row) => row.userId))]
}

/**
 * The post's rule on who may comment (issue 31) and whether it lets this member in: its author
 * always; `following`, members the author follows; `mentioned`, members the post mentions.
 */
export async function findReplyRule(db: DbOrTx, postId: string, viewerId: string) {
  const [row] = await db
    .select({
      rule: posts.replyRule,
      allowed: sql<boolean>`case
        when ${posts.userId} = ${viewerId} or ${posts.replyRule} = 'everyone' then true
        when ${posts.replyRule} = 'following' then exists (select 1 from follows f where f.follower_id = ${posts.userId} and f.following_id = ${viewerId})
        else exists (select 1 from profiles me, jsonb_array_elements_text(${posts.mentions}->'users') as m(username) where me.id = ${viewerId} and lower(m.username) = lower(me.username))
      end`,
    })
    .from(posts)
    .where(eq(posts.id, postId))
  return row ?? null
}
