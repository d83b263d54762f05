import { type Comment, commentTexts } from '@common/comments'
import { safetyTexts } from '@common/safety-texts'
import { AppError } from '../../../lib/errors'
import type { Viewer } from '../../../plugins/session'
import { assertVisible } from '../../../policy/visibility'
import { findCommentAccess, findCommentRow } from '../queries'
import type { CommentsDeps } from '../service'
import { findCommentPostAuthor, setHiddenByAuthor } from './queries'

/**
 * The post's author hides a comment on it, or shows it again (issue 31): collapsed for everyone
 * as "Hidden by the author", its text still there behind "Show". The commenter is not told, and
 * nothing else changes (likes, replies, counts). Idempotent.
 */
export async function setCommentHidden(
  deps: Pick<CommentsDeps, 'db'>,
  viewer: Viewer,
  commentId: string,
  hidden: boolean,
): Promise<Comment> {
  const found = await findCommentAccess(deps.db, commentId, viewer.id)
  if (!found || found.deleted) throw new AppError('not_found', commentTexts.notFound)
  // Hiding is the author's shield: it works on a comment by either side of a block too.
  assertVisible(found.access, viewer, { use: 'undo', notFound: commentTexts.notFound })
  const post = await findCommentPostAuthor(deps.db, commentId)
  if (!post || post.postAuthorId !== viewer.id) {
    throw new AppError('forbidden', safetyTexts.onlyAuthorHides)
  }
  await setHiddenByAuthor(deps.db, commentId, hidden)
  const comment = await findCommentRow(deps.db, commentId, viewer.id)
  if (!comment) throw new AppError('not_found', commentTexts.notFound)
  return comment
}
