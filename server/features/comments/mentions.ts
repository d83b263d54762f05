import { limits } from '@common/limits'
import { extractEntities } from '@common/text-entities'
import type { DbOrTx } from '../../db/client'
import type { NewNotification } from '../notifications'
import { findMentionTargets, mentionNotices } from '../posts'

type Mentioned = Awaited<ReturnType<typeof findMentionTargets>>

/**
 * The members and projects a comment's text mentions (decision 039). A comment takes any text a
 * new one takes, so past the post's cap on mentions the rest are only text: they notify no one.
 */
export function findCommentMentions(
  db: DbOrTx,
  content: string,
  authorId: string,
): Promise<Mentioned> {
  const words = extractEntities(content).mentions.slice(0, limits.mentionsPerPost)
  return findMentionTargets(db, words, authorId)
}

/**
 * Mention notices keyed per comment, so an edit notifies only whom it mentions for the first
 * time. Whom the comment already tells (the post's author, the parent's) hear of it once.
 */
export function commentMentionNotices(
  mentioned: Mentioned,
  comment: { actorId: string; postId: string; commentId: string; alreadyTold: (string | null)[] },
): NewNotification[] {
  const { actorId, postId, commentId, alreadyTold } = comment
  return mentionNotices(mentioned, actorId, postId, commentId).filter(
    (notice) => !alreadyTold.includes(notice.userId),
  )
}
