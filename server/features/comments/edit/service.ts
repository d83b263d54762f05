import {
  type Comment,
  type CommentEditInput,
  type CommentVersion,
  commentTexts,
} from '@common/comments'
import type { Page } from '@common/pagination'
import { AppError } from '../../../lib/errors'
import { decodeCursor } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import { assertVisible, type PolicyViewer } from '../../../policy/visibility'
import { notificationEvents, recordNotifications } from '../../notifications'
import { mentionedAfresh } from '../../posts'
import { commentMentionNotices, findCommentMentions } from '../mentions'
import { findCommentAccess, findCommentRow } from '../queries'
import { type CommentsDeps, findVisiblePost } from '../service'
import { listEarlierCommentVersions, lockCommentForEdit, writeCommentEdit } from './queries'

/**
 * Its author rewrites a comment (decision 039, as posts in 028). The replaced text is kept
 * (comment_versions); members mentioned for the first time are notified, once. Whoever else
 * asks answers 403 (moderators too: they remove through moderation); a comment the author
 * cannot act on (hidden, deleted, missing) answers 404, as a delete does.
 */
export async function editComment(
  deps: CommentsDeps,
  viewer: Viewer,
  commentId: string,
  input: CommentEditInput,
): Promise<Comment> {
  const found = await findCommentAccess(deps.db, commentId, viewer.id)
  if (!found || found.deleted) throw new AppError('not_found', commentTexts.notFound)
  assertVisible(found.access, viewer, { use: 'act', notFound: commentTexts.notFound })
  const mentioned = await findCommentMentions(deps.db, input.content, viewer.id)
  const edit = await deps.db.transaction(async (tx) => {
    const comment = await lockCommentForEdit(tx, commentId)
    // Deleted between the check above and the lock.
    if (!comment || comment.deleted) throw new AppError('not_found', commentTexts.notFound)
    if (comment.userId !== viewer.id) throw new AppError('forbidden', commentTexts.onlyAuthorEdits)
    // Saving what is already there writes no version and marks nothing as edited.
    if (comment.content === input.content) return null
    await writeCommentEdit(tx, commentId, comment, input.content)
    const notices = commentMentionNotices(mentionedAfresh(mentioned, comment.content), {
      actorId: viewer.id,
      postId: comment.postId,
      commentId,
      alreadyTold: [comment.postAuthorId, comment.parentAuthorId],
    })
    return { postId: comment.postId, recipients: await recordNotifications(tx, notices) }
  })
  // One NOTIFY for the action: open threads re-read the comment, and whom it now mentions.
  if (edit) {
    await deps.bus.publish([
      { type: 'comment.edited', postId: edit.postId, commentId },
      ...notificationEvents(edit.recipients),
    ])
  }
  const comment = await findCommentRow(deps.db, commentId, viewer.id)
  if (!comment) throw new AppError('not_found', commentTexts.notFound)
  return comment
}

/**
 * What a comment said over time, for whoever may read it in its thread: the first page starts
 * with the current text, then the earlier ones, most recent first.
 */
export async function listCommentVersions(
  deps: Pick<CommentsDeps, 'db'>,
  commentId: string,
  viewer: PolicyViewer,
  options: { cursor?: string; limit: number },
): Promise<Page<CommentVersion>> {
  const found = await findCommentAccess(deps.db, commentId, viewer?.id ?? null)
  if (!found || found.deleted) throw new AppError('not_found', commentTexts.notFound)
  assertVisible(found.access, viewer, { use: 'read', notFound: commentTexts.notFound })
  await findVisiblePost(deps.db, found.postId, viewer, 'read')
  const after = decodeCursor(options.cursor)
  const earlier = await listEarlierCommentVersions(deps.db, commentId, after, options.limit)
  if (after) return earlier
  const row = await findCommentRow(deps.db, commentId, viewer?.id ?? null)
  if (!row) throw new AppError('not_found', commentTexts.notFound)
  const current: CommentVersion = {
    content: row.content,
    writtenAt: row.editedAt ?? row.createdAt,
    isCurrent: true,
  }
  return { items: [current, ...earlier.items], nextCursor: earlier.nextCursor }
}
