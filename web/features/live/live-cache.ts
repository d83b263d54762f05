import type { LiveScope } from '@common/live-effects'
import type { UnreadCount } from '@common/notifications'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { launchKeys, setLaunchCountsInCaches } from '@web/features/launches'
import { notificationKeys } from '@web/features/notifications'
import {
  type CommentPages,
  commentKeys,
  deleteMutationKey,
  markAuthorPostsGone,
  markPostGone,
  type PostPages,
  pendingNewPosts,
  postKeys,
  postsOf,
  removeAuthorFromCaches,
  removePostFromCaches,
  updatePostInCaches,
  withCommentChange,
  withNewComment,
  withoutAuthorComments,
  withoutComment,
} from '@web/features/posts'
import type { LiveCache } from '@web/lib/live-events'

// What each live effect (common/live-effects.ts decides them) does to this tab's TanStack Query
// caches. None of them asks the server, except `refetch`, which the caller coalesces.

/** The query keys each scope covers. */
const scopeKeys: Record<LiveScope, QueryKey> = {
  posts: postKeys.all,
  comments: commentKeys.all,
  notifications: notificationKeys.list(),
  'unread-count': notificationKeys.unreadCount(),
  launches: launchKeys.all,
}

export function createLiveCache(queryClient: QueryClient): LiveCache {
  const setThread = (
    postId: string,
    change: (data: CommentPages | undefined) => CommentPages | undefined,
  ) => queryClient.setQueryData<CommentPages>(commentKeys.forPost(postId), change)
  const setCommentsCount = (postId: string, commentsCount: number) =>
    updatePostInCaches(queryClient, postId, (post) =>
      post.commentsCount === commentsCount ? post : { ...post, commentsCount },
    )

  return {
    apply(effect) {
      switch (effect.kind) {
        case 'new-post': {
          const { postId, authorId, createdAt } = effect
          // A feed not loaded yet reads the post with its first page: nothing to count.
          const feeds = effect.feeds.filter((kind) => {
            const data = queryClient.getQueryData<PostPages>(postKeys.feed(kind))
            return data !== undefined && !postsOf(data).some((post) => post.id === postId)
          })
          pendingNewPosts.add(feeds, { postId, authorId, createdAt })
          return
        }
        case 'remove-post':
          // This tab's own delete is under way: its answer removes the post and moves on.
          if (queryClient.isMutating({ mutationKey: deleteMutationKey(effect.postId) }) > 0) return
          pendingNewPosts.dropPost(effect.postId)
          removePostFromCaches(queryClient, effect.postId)
          markPostGone(queryClient, effect.postId)
          return
        case 'remove-author':
          pendingNewPosts.dropAuthor(effect.userId)
          removeAuthorFromCaches(queryClient, effect.userId)
          markAuthorPostsGone(queryClient, effect.userId)
          queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.all }, (data) =>
            withoutAuthorComments(data, effect.userId),
          )
          return
        case 'add-comment':
          setThread(effect.postId, (data) => withNewComment(data, effect.comment))
          setCommentsCount(effect.postId, effect.commentCount)
          return
        case 'remove-comment':
          setThread(effect.postId, (data) =>
            withoutComment(data, effect.commentId, { withReplies: effect.withReplies }),
          )
          setCommentsCount(effect.postId, effect.commentCount)
          return
        case 'set-comment-likes':
          setThread(effect.postId, (data) =>
            withCommentChange(data, effect.commentId, (comment) => ({
              ...comment,
              likesCount: effect.likesCount,
            })),
          )
          return
        case 'set-unread':
          queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), {
            count: effect.unreadCount,
          })
          return
        case 'set-launch-votes':
          setLaunchCountsInCaches(queryClient, effect.launchId, effect)
          return
        case 'mark-stale':
          void queryClient.invalidateQueries({
            queryKey: scopeKeys[effect.scope],
            refetchType: 'none',
          })
          return
      }
    },

    refetch(scope) {
      void queryClient.refetchQueries({ queryKey: scopeKeys[scope], type: 'active' })
    },

    reset() {
      pendingNewPosts.clear()
    },
  }
}
