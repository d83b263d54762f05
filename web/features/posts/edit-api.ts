import type { Page } from '@common/pagination'
import type { PostEditInput, PostVersion } from '@common/post-edits'
import type { Post } from '@common/posts'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, withCursor } from '@web/lib/api'
import { postKeys } from './api'
import { updatePostInCaches } from './post-cache'

// Under ['posts'] like every post query, so what refreshes posts refreshes a history too.
export const postVersionKeys = {
  forPost: (postId: string) => [...postKeys.all, 'versions', postId] as const,
}

/** The post's texts, current first, then earlier ones (GET /api/posts/{id}/versions). */
export function usePostVersions(postId: string) {
  return useInfiniteQuery({
    queryKey: postVersionKeys.forPost(postId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<PostVersion>>(withCursor(`/api/posts/${postId}/versions`, pageParam), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** The author's edit: every list showing the post takes the answer, its history re-reads. */
export function useEditPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostEditInput) =>
      apiRequest<Post>(`/api/posts/${postId}`, { method: 'PATCH', body: input }),
    onSuccess: (post) => {
      updatePostInCaches(queryClient, postId, (cached) => ({ ...post, update: cached.update }))
      return queryClient.invalidateQueries({ queryKey: postVersionKeys.forPost(postId) })
    },
  })
}
