import type { Comment } from '@common/comments'
import type { Page } from '@common/pagination'
import type { FeedKind, HashtagSuggestions, MentionSuggestions, Post } from '@common/posts'
import {
  type InfiniteData,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

// Every post list or detail lives under ['posts', ...], so one live effect can reach them all.
export const postKeys = {
  all: ['posts'] as const,
  feed: (kind: FeedKind) => ['posts', 'feed', kind] as const,
  tag: (tag: string) => ['posts', 'tag', tag] as const,
  details: ['posts', 'detail'] as const,
  detail: (postId: string) => ['posts', 'detail', postId] as const,
}

export const isFeedKey = (queryKey: QueryKey) =>
  queryKey[0] === postKeys.all[0] && queryKey[1] === 'feed'

export const commentKeys = {
  all: ['comments'] as const,
  forPost: (postId: string) => ['comments', postId] as const,
}

export type PostPages = InfiniteData<Page<Post>, string | null>

export function fetchFeedPage(kind: FeedKind, cursor: string | null) {
  return api.get<Page<Post>>(withCursor(`/api/posts?feed=${kind}`, cursor))
}

export function fetchTagPage(tag: string, cursor: string | null) {
  return api.get<Page<Post>>(withCursor(`/api/tags/${encodeURIComponent(tag)}/posts`, cursor))
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: ({ signal }) => api.get<Post>(`/api/posts/${encodeURIComponent(postId)}`, signal),
  })
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId))
}

/** An infinite list of posts, newest first, one server page at a time. */
export function usePostPages(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page<Post>>,
  { refetchOnWindowFocus = true } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchOnWindowFocus,
  })
}

/**
 * A feed. The live stream keeps it current (new posts behind the pill, removals by id), so coming
 * back to the window does not re-read every loaded page; a new visit to the screen still does
 * once the data is older than the staleTime.
 */
export function useFeedPages(kind: FeedKind) {
  return usePostPages(postKeys.feed(kind), (cursor) => fetchFeedPage(kind, cursor), {
    refetchOnWindowFocus: false,
  })
}

export type CommentPages = InfiniteData<Page<Comment>, string | null>

/** The post's whole thread, oldest first; long threads load 100 comments at a time. */
export function useComments(postId: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.forPost(postId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Comment>>(
        withCursor(`/api/posts/${encodeURIComponent(postId)}/comments?limit=100`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The live stream brings new, removed and liked comments of the open thread.
    refetchOnWindowFocus: false,
  })
}

export function useMentionSuggestions(query: string | null) {
  return useQuery({
    queryKey: ['mentions', query],
    queryFn: ({ signal }) =>
      api.get<MentionSuggestions>(`/api/mentions?q=${encodeURIComponent(query ?? '')}`, signal),
    enabled: query !== null && query.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  })
}

export function useHashtagSuggestions(query: string | null) {
  return useQuery({
    queryKey: ['hashtags', query],
    queryFn: ({ signal }) =>
      api.get<HashtagSuggestions>(`/api/hashtags?q=${encodeURIComponent(query ?? '')}`, signal),
    enabled: query !== null && query.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  })
}
