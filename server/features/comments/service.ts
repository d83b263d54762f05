import { type Comment, commentTexts } from '@common/comments'
import { postTexts } from '@common/posts'
import { safetyTexts } from '@common/safety-texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import { violatedConstraint } from '../../lib/pg-errors'
import type { Viewer } from '../../plugins/session'
import {
  assertVisible,
  findItemAccess,
  hiddenReason,
  type PolicyViewer,
  refusedByBlock,
} from '../../policy/visibility'
import { type NewNotification, notificationEvents, recordNotifications } from '../notifications'
import { commentMentionNotices, findCommentMentions } from './mentions'
import {
  countCommentLikes,
  deleteCommentNotifications,
  deleteCommentRow,
  findCommentAccess,
  findCommentRow,
  findReplyRule,
  insertComment,
  listCommentRows,
  lockLiveComment,
  lockPostCommentDeletes,
  setCommentLikeRow,
} from './queries'

export type CommentsDeps = { db: Db; bus: EventBus }

const PARENT_KEY = 'comments_parent_id_comments_id_fk'
const replyTargetGone = () =>
  new AppError('validation', 'You can only reply to a comment on the same post')

/** The thread reads like its post's page; commenting is an action on the post (404 if hidden). */
export async function findVisiblePost(
  db: Db,
  postId: string,
  viewer: PolicyViewer,
  use: 'read' | 'act' | 'undo',
) {
  const post = await findItemAccess(db, 'post', postId, viewer?.id ?? null)
  assertVisible(post, viewer, { use, notFound: postTexts.notFound })
  return { id: postId, userId: post.ownerId }
}

export async function listComments(
  { db }: Pick<CommentsDeps, 'db'>,
  options: { postId: string; viewer: PolicyViewer; cursor?: string; limit: number },
) {
  const { viewer, ...page } = options
  await findVisiblePost(db, options.postId, viewer, 'read')
  return listCommentRows(db, {
    ...page,
    viewerId: viewer?.id ?? null,
    after: decodeCursor(options.cursor),
  })
}

export async function addComment(
  deps: CommentsDeps,
  viewer: Viewer,
  input: { postId: string; content: string; parentId?: string | null },
): Promise<Comment> {
  const post = await findVisiblePost(deps.db, input.postId, viewer, 'act')
  const rule = await findReplyRule(deps.db, post.id, viewer.id)
  // Who may comment is the post author's choice (issue 31); the refusal names the rule.
  if (rule && !rule.allowed) throw new AppError('forbidden', safetyTexts.replyRules[rule.rule])
  let parentAuthorId: string | null = null
  if (input.parentId) {
    const parent = await findCommentAccess(deps.db, input.parentId, viewer.id)
    // A reply to a comment hidden from the replier answers as one to a missing comment.
    // A tombstone takes no new replies: its author deleted it.
    if (
      !parent ||
      parent.postId !== post.id ||
      parent.deleted ||
      hiddenReason(parent.access, viewer.id)
    ) {
      throw replyTargetGone()
    }
    if (refusedByBlock(parent.access, viewer)) {
      throw new AppError('forbidden', safetyTexts.interactionRefused)
    }
    parentAuthorId = parent.access.ownerId
  }
  const mentioned = await findCommentMentions(deps.db, input.content, viewer.id)
  const { commentId, recipients } = await insertCommentWithNotices(deps.db, {
    post,
    mentioned,
    authorId: viewer.id,
    content: input.content,
    parentId: input.parentId ?? null,
    parentAuthorId,
  }).catch((error: unknown) => {
    // The parent (its author deleted it) or the post went between the checks above and the
    // insert: the foreign key finds it gone, which answers as those checks would have.
    const constraint = violatedConstraint(error, 'foreignKey')
    if (constraint === null) throw error
    if (constraint === PARENT_KEY) throw replyTargetGone()
    throw new AppError('not_found', postTexts.notFound)
  })
  // One NOTIFY for the action: the thread and whom the comment notifies.
  await deps.bus.publish([
    { type: 'comment.created', postId: post.id, commentId },
    ...notificationEvents(recipients),
  ])
  const created = await findCommentRow(deps.db, commentId, viewer.id)
  if (!created) throw new AppError('not_found', commentTexts.addFailed)
  return created
}

/**
 * The comment and whom it notifies (the post's author; the parent's, for a reply; whom it
 * mentions), at once.
 */
async function insertCommentWithNotices(
  db: Db,
  input: {
    post: { id: string; userId: string }
    mentioned: Awaited<ReturnType<typeof findCommentMentions>>
    authorId: string
    content: string
    parentId: string | null
    parentAuthorId: string | null
  },
) {
  const { post, authorId, parentAuthorId } = input
  return db.transaction(async (tx) => {
    const commentId = await insertComment(tx, {
      postId: post.id,
      userId: authorId,
      content: input.content,
      parentId: input.parentId,
    })
    const notices: NewNotification[] = [
      { userId: post.userId, actorId: authorId, type: 'comment', postId: post.id, commentId },
    ]
    if (parentAuthorId && parentAuthorId !== post.userId) {
      notices.push({
        userId: parentAuthorId,
        actorId: authorId,
        type: 'reply',
        postId: post.id,
        commentId,
      })
    } else if (parentAuthorId) {
      // The post's author is also the parent's: one 'reply' says more than 'comment'.
      notices[0] = { ...notices[0]!, type: 'reply' }
    }
    const alreadyTold = notices.map((notice) => notice.userId)
    notices.push(
      ...commentMentionNotices(input.mentioned, {
        actorId: authorId,
        postId: post.id,
        commentId,
        alreadyTold,
      }),
    )
    return { commentId, recipients: await recordNotifications(tx, notices) }
  })
}

export async function setCommentLike(
  deps: CommentsDeps,
  viewer: Viewer,
  commentId: string,
  liked: boolean,
) {
  const comment = await findCommentAccess(deps.db, commentId, viewer.id)
  // A tombstone has nothing left to like.
  if (!comment || comment.deleted) throw new AppError('not_found', commentTexts.notFound)
  // Taking a like back is always possible, also across a block.
  const use = liked ? 'act' : 'undo'
  assertVisible(comment.access, viewer, { use, notFound: commentTexts.notFound })
  await findVisiblePost(deps.db, comment.postId, viewer, use)
  await setCommentLikeRow(deps.db, viewer.id, commentId, liked)
  const likesCount = await countCommentLikes(deps.db, commentId)
  await deps.bus.publish({ type: 'comment.liked', postId: comment.postId, commentId, likesCount })
  return { liked, likesCount }
}

/**
 * Its author deletes their comment (issue 19). Only the author: moderators remove comments
 * through moderation, which keeps an audit trail. A comment the author cannot act on (hidden
 * from them, already deleted, on a post they cannot see) answers 404 like a missing one; someone
 * else's answers 403, as deleting someone else's post does.
 */
export async function deleteComment(deps: CommentsDeps, viewer: Viewer, commentId: string) {
  const comment = await findCommentAccess(deps.db, commentId, viewer.id)
  if (!comment || comment.deleted) throw new AppError('not_found', commentTexts.notFound)
  assertVisible(comment.access, viewer, { use: 'act', notFound: commentTexts.notFound })
  if (comment.access.ownerId !== viewer.id) {
    throw new AppError('forbidden', commentTexts.onlyAuthorDeletes)
  }
  const { outcome, emptied, recipients } = await deps.db.transaction(async (tx) => {
    await lockPostCommentDeletes(tx, comment.postId)
    // Another delete of this comment went first: this one answers as a second delete does.
    if (!(await lockLiveComment(tx, commentId))) {
      throw new AppError('not_found', commentTexts.notFound)
    }
    const recipients = await deleteCommentNotifications(tx, commentId)
    return { ...(await deleteCommentRow(tx, commentId)), recipients }
  })
  // Open threads: a removed comment leaves them (comment.removed, with its replies: it had
  // none). A tombstone is still there but changed, which threads learn by re-reading
  // (comment.restored: "read this comment again"), since comment.removed would lift its replies
  // to the top level on their screens.
  const type = outcome === 'removed' ? 'comment.removed' : 'comment.restored'
  await deps.bus.publish([
    { type, postId: comment.postId, commentId },
    // Tombstones it left without replies went too.
    ...emptied.map((id) => ({
      type: 'comment.removed' as const,
      postId: comment.postId,
      commentId: id,
    })),
    ...notificationEvents(recipients),
  ])
}
