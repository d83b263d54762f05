import type { Post } from '@common/posts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { isFeedKey, type PostPages, postKeys } from './api'
import { withOwnNewPost } from './feed-cache'
import { removePostFromCaches, updatePostInCaches } from './post-cache'
import { type NewPost, uploadPost } from './upload'

type LikeState = { liked: boolean; likesCount: number }

function withLike(post: Post, liked: boolean): Post {
  if (post.likedByMe === liked) return post
  return { ...post, likedByMe: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) }
}

const postPath = (postId: string, action = '') =>
  `/api/posts/${encodeURIComponent(postId)}${action ? `/${action}` : ''}`

/** Like or unlike at once; the server's answer (or a rollback) settles it. */
export function usePostLike(postId: string) {
  const queryClient = useQueryClient()
  const mutationKey = ['posts', 'like', postId]
  return useMutation({
    mutationKey,
    // Rapid clicks run in order, so the last click is the state the server keeps.
    scope: { id: `post-like-${postId}` },
    mutationFn: (liked: boolean) =>
      liked
        ? api.put<LikeState>(postPath(postId, 'like'))
        : api.delete<LikeState>(postPath(postId, 'like')),
    onMutate: (liked) => updatePostInCaches(queryClient, postId, (post) => withLike(post, liked)),
    onError: (error, liked) => {
      updatePostInCaches(queryClient, postId, (post) => withLike(post, !liked))
      toast.error(errorMessage(error))
    },
    onSuccess: ({ liked, likesCount }) => {
      // A later click still on its way owns the display; only the last answer is applied.
      if (queryClient.isMutating({ mutationKey }) > 1) return
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, likedByMe: liked, likesCount }))
    },
  })
}

export function usePostSave(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: `post-save-${postId}` },
    mutationFn: (saved: boolean) =>
      saved
        ? api.put<{ saved: boolean }>(postPath(postId, 'save'))
        : api.delete<{ saved: boolean }>(postPath(postId, 'save')),
    onMutate: (saved) =>
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, savedByMe: saved })),
    onError: (error, saved) => {
      // The spec logs save failures without a message; the icon flips back.
      updatePostInCaches(queryClient, postId, (post) => ({ ...post, savedByMe: !saved }))
      console.error(error)
    },
    // Saved-post lists (on the profile) refetch when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' }),
  })
}

/** The live stream leaves a post alone while this tab deletes it: the delete's own answer acts. */
export const deleteMutationKey = (postId: string) => ['posts', 'delete', postId] as const

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: deleteMutationKey(postId),
    mutationFn: () => api.delete<void>(postPath(postId)),
    onSuccess: () => {
      removePostFromCaches(queryClient, postId)
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' })
    },
  })
}

export function useCreatePost(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (post: NewPost) => uploadPost(post, onProgress),
    onSuccess: (post) => {
      // The feeds show it at once without re-reading their pages; the other lists (the
      // author's profile, tags) re-read when next shown.
      for (const kind of ['everyone', 'following'] as const) {
        queryClient.setQueryData<PostPages>(postKeys.feed(kind), (data) =>
          withOwnNewPost(data, post),
        )
      }
      return queryClient.invalidateQueries({
        queryKey: postKeys.all,
        predicate: (query) => !isFeedKey(query.queryKey),
        refetchType: 'none',
      })
    },
  })
}
