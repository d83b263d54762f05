import type { Comment, CommentEditInput, CommentVersion } from '@common/comments'
import type { Page } from '@common/pagination'
import type { PostEditInput } from '@common/post-edits'
import type { Post } from '@common/posts'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'
import { type CommentPages, commentKeys, postKeys } from './api'
import { withCommentChange } from './comment-cache'
import { updatePostInCaches } from './post-cache'

/** Whose edit history: a post's (decision 028) or a comment's (039). */
export type HistoryTarget = { kind: 'post' | 'comment'; id: string }

/** One earlier or current text; a post's also lists its images' alt texts. */
export type TextVersion = CommentVersion & { alt?: string[] }

// Under ['posts'] or ['comments'] like every query of its kind, so what refreshes those
// refreshes a history too.
const versionKeys = {
  of: ({ kind, id }: HistoryTarget) =>
    [...(kind === 'post' ? postKeys.all : commentKeys.all), 'versions', id] as const,
}

/** The texts, current first, then earlier ones (GET /api/{posts|comments}/{id}/versions). */
export function useVersions(target: HistoryTarget) {
  const path = `/api/${target.kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(target.id)}/versions`
  return useInfiniteQuery({
    queryKey: versionKeys.of(target),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<TextVersion>>(withCursor(path, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** The author's edit: every list showing the post takes the answer, its history re-reads. */
export function useEditPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostEditInput) => api.patch<Post>(`/api/posts/${postId}`, input),
    onSuccess: (post) => {
      updatePostInCaches(queryClient, postId, (cached) => ({ ...post, update: cached.update }))
      return queryClient.invalidateQueries({
        queryKey: versionKeys.of({ kind: 'post', id: postId }),
      })
    },
  })
}

/** The author's edit of a comment: its thread takes the answer, its history re-reads. */
export function useEditComment(comment: Pick<Comment, 'id' | 'postId'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CommentEditInput) =>
      api.patch<Comment>(`/api/comments/${encodeURIComponent(comment.id)}`, input),
    onSuccess: (edited) => {
      queryClient.setQueryData<CommentPages>(commentKeys.forPost(comment.postId), (data) =>
        withCommentChange(data, comment.id, (cached) => ({
          ...cached,
          content: edited.content,
          editedAt: edited.editedAt,
        })),
      )
      const target = { kind: 'comment', id: comment.id } as const
      return queryClient.invalidateQueries({ queryKey: versionKeys.of(target) })
    },
  })
}
