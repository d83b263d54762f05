import type { Comment } from '@common/comments'
import type { CommentPages } from './api'

// Pure changes to a thread's infinite-query data (oldest first), shared by the comment mutations
// and the live events. Each returns the same object when nothing changes, so TanStack Query
// notifies no one.

export function hasComment(data: CommentPages | undefined, commentId: string) {
  return data?.pages.some((page) => page.items.some((item) => item.id === commentId)) ?? false
}

/**
 * Appends a new comment (the newest, so the thread's last) unless it is there already. A thread
 * whose last page is not loaded yet is left alone: the comment arrives with that page.
 */
export function withNewComment(data: CommentPages | undefined, comment: Comment) {
  const last = data?.pages.at(-1)
  if (!data || !last || last.nextCursor !== null || hasComment(data, comment.id)) return data
  const pages = [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }]
  return { ...data, pages }
}

function withoutComments(data: CommentPages | undefined, isGone: (comment: Comment) => boolean) {
  if (!data) return data
  let changed = false
  const pages = data.pages.map((page) => {
    const items = page.items.filter((item) => !isGone(item))
    if (items.length === page.items.length) return page
    changed = true
    return { ...page, items }
  })
  return changed ? { ...data, pages } : data
}

/**
 * Drops a comment. A deleted one takes its replies with it (the database cascades); a hidden one
 * leaves them, and the thread shows them at the top level.
 */
export function withoutComment(
  data: CommentPages | undefined,
  commentId: string,
  { withReplies }: { withReplies: boolean },
) {
  const gone = new Set([commentId])
  if (withReplies && data) {
    // Oldest first, and a reply is always newer than its parent: one pass finds every descendant.
    for (const page of data.pages) {
      for (const item of page.items) {
        if (item.parentId && gone.has(item.parentId)) gone.add(item.id)
      }
    }
  }
  return withoutComments(data, (comment) => gone.has(comment.id))
}

/** A banned or deleted member's comments leave the thread (replies to them stay). */
export function withoutAuthorComments(data: CommentPages | undefined, userId: string) {
  return withoutComments(data, (comment) => comment.author?.id === userId)
}

export function withCommentChange(
  data: CommentPages | undefined,
  commentId: string,
  change: (comment: Comment) => Comment,
) {
  if (!data || !hasComment(data, commentId)) return data
  const pages = data.pages.map((page) =>
    page.items.some((item) => item.id === commentId)
      ? { ...page, items: page.items.map((item) => (item.id === commentId ? change(item) : item)) }
      : page,
  )
  return { ...data, pages }
}
