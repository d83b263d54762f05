import type { Comment } from '@common/comments'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { type CommentPages, commentKeys } from './api'
import { hasComment, withCommentChange, withNewComment } from './comment-cache'
import { updatePostInCaches } from './post-cache'

type LikeState = { liked: boolean; likesCount: number }

function updateComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  patch: (comment: Comment) => Comment,
) {
  queryClient.setQueryData<CommentPages>(commentKeys.forPost(postId), (data) =>
    withCommentChange(data, commentId, patch),
  )
}

function withLike(comment: Comment, liked: boolean): Comment {
  if (comment.likedByMe === liked) return comment
  const likesCount = Math.max(0, comment.likesCount + (liked ? 1 : -1))
  return { ...comment, likedByMe: liked, likesCount }
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { content: string; parentId: string | null }) =>
      api.post<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, input),
    onSuccess: (comment) => {
      const threadKey = commentKeys.forPost(postId)
      const thread = queryClient.getQueryData<CommentPages>(threadKey)
      // The live stream may have brought it first, with the post's new count: count it once.
      if (hasComment(thread, comment.id)) return
      updatePostInCaches(queryClient, postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }))
      const next = withNewComment(thread, comment)
      if (next !== thread) queryClient.setQueryData(threadKey, next)
      // A thread not read to its end shows the comment once its last page is read.
    },
  })
}

export function useCommentLike(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  const mutationKey = ['comments', 'like', commentId]
  return useMutation({
    mutationKey,
    scope: { id: `comment-like-${commentId}` },
    mutationFn: (liked: boolean) =>
      liked
        ? api.put<LikeState>(`/api/comments/${encodeURIComponent(commentId)}/like`)
        : api.delete<LikeState>(`/api/comments/${encodeURIComponent(commentId)}/like`),
    onMutate: (liked) =>
      updateComment(queryClient, postId, commentId, (comment) => withLike(comment, liked)),
    onError: (error, liked) => {
      updateComment(queryClient, postId, commentId, (comment) => withLike(comment, !liked))
      toast.error(errorMessage(error))
    },
    onSuccess: ({ liked, likesCount }) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return
      updateComment(queryClient, postId, commentId, (comment) => ({
        ...comment,
        likedByMe: liked,
        likesCount,
      }))
    },
  })
}

/**
 * The post's author hides a comment on it, or shows it again (issue 31 §3): the answer is the
 * comment as the thread now shows it, collapsed as "Hidden by the author" or not.
 */
export function useCommentHidden(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  const path = `/api/comments/${encodeURIComponent(commentId)}/hidden`
  return useMutation({
    mutationFn: (hidden: boolean) => (hidden ? api.put<Comment>(path) : api.delete<Comment>(path)),
    onSuccess: (comment) => updateComment(queryClient, postId, commentId, () => comment),
    onError: (error) => toast.error(errorMessage(error)),
  })
}
