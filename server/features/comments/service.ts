import { type Comment, commentTexts } from '@common/comments'
import { postTexts } from '@common/posts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments, likes, posts, profiles } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import type { Viewer } from '../../plugins/session'
import {
  type NewNotification,
  notificationEvents,
  recordNotifications,
} from '../notifications/service'
import { findCommentRow, listCommentRows } from './queries'

export type CommentsDeps = { db: Db; bus: EventBus }

async function findVisiblePost(db: Db, postId: string) {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, authorBanned: profiles.banned })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.userId))
    .where(eq(posts.id, postId))
  if (!post || post.authorBanned) throw new AppError('not_found', postTexts.notFound)
  return post
}

export async function listComments(
  { db }: CommentsDeps,
  options: { postId: string; viewerId: string | null; cursor?: string; limit: number },
) {
  await findVisiblePost(db, options.postId)
  return listCommentRows(db, { ...options, after: decodeCursor(options.cursor) })
}

export async function addComment(
  deps: CommentsDeps,
  viewer: Viewer,
  input: { postId: string; content: string; parentId?: string | null },
): Promise<Comment> {
  const post = await findVisiblePost(deps.db, input.postId)
  let parentAuthorId: string | null = null
  if (input.parentId) {
    const [parent] = await deps.db
      .select({ postId: comments.postId, userId: comments.userId })
      .from(comments)
      .where(eq(comments.id, input.parentId))
    if (!parent || parent.postId !== post.id) {
      throw new AppError('validation', 'You can only reply to a comment on the same post')
    }
    parentAuthorId = parent.userId
  }
  let recipients: string[] = []
  const commentId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        postId: post.id,
        userId: viewer.id,
        content: input.content,
        parentId: input.parentId ?? null,
      })
      .returning({ id: comments.id })
    const id = row!.id
    const notices: NewNotification[] = [
      { userId: post.userId, actorId: viewer.id, type: 'comment', postId: post.id, commentId: id },
    ]
    if (parentAuthorId && parentAuthorId !== post.userId) {
      notices.push({
        userId: parentAuthorId,
        actorId: viewer.id,
        type: 'reply',
        postId: post.id,
        commentId: id,
      })
    } else if (parentAuthorId) {
      // The post's author is also the parent's: one 'reply' says more than 'comment'.
      notices[0] = { ...notices[0]!, type: 'reply' }
    }
    recipients = await recordNotifications(tx, notices)
    return id
  })
  // One NOTIFY for the action: the thread and whom the comment notifies.
  await deps.bus.publish([
    { type: 'comments.changed', postId: post.id },
    ...notificationEvents(recipients),
  ])
  const created = await findCommentRow(deps.db, commentId, viewer.id)
  if (!created) throw new AppError('not_found', commentTexts.addFailed)
  return created
}

export async function setCommentLike(
  deps: CommentsDeps,
  viewer: Viewer,
  commentId: string,
  liked: boolean,
) {
  const [comment] = await deps.db
    .select({ postId: comments.postId })
    .from(comments)
    .innerJoin(profiles, eq(profiles.id, comments.userId))
    .where(and(eq(comments.id, commentId), eq(profiles.banned, false)))
  if (!comment) throw new AppError('not_found', 'Comment not found')
  if (liked) {
    await deps.db.insert(likes).values({ userId: viewer.id, commentId }).onConflictDoNothing()
  } else {
    await deps.db
      .delete(likes)
      .where(and(eq(likes.userId, viewer.id), eq(likes.commentId, commentId)))
  }
  const [count] = await deps.db
    .select({ value: sql<number>`count(*)::int` })
    .from(likes)
    .where(eq(likes.commentId, commentId))
  await deps.bus.publish({ type: 'comments.changed', postId: comment.postId })
  return { liked, likesCount: count?.value ?? 0 }
}
