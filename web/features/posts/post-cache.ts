import type { Page } from '@common/pagination'
import { postTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@web/lib/api'
import { commentKeys, postKeys } from './api'

// A post can sit in many caches at once (feeds, tag pages, profile lists, its detail page);
// these helpers change it everywhere, leaving shapes they do not know untouched.

type PostMapper = (post: Post) => Post | null

function isPost(value: unknown): value is Post {
  const candidate = value as Partial<Post> | null
  return typeof candidate?.id === 'string' && typeof candidate.likedByMe === 'boolean'
}

function isPage(value: unknown): value is Page<unknown> {
  return Array.isArray((value as Partial<Page<unknown>> | null)?.items)
}

function mapPage(page: Page<unknown>, mapper: PostMapper): Page<unknown> {
  let changed = false
  const items: unknown[] = []
  for (const item of page.items) {
    const next = isPost(item) ? mapper(item) : item
    if (next !== item) changed = true
    if (next !== null) items.push(next)
  }
  return changed ? { ...page, items } : page
}

function mapCachedPosts(data: unknown, mapper: PostMapper): unknown {
  if (isPost(data)) return mapper(data) ?? data
  if (isPage(data)) return mapPage(data, mapper)
  const pages = (data as { pages?: unknown } | null)?.pages
  if (Array.isArray(pages)) {
    const nextPages = pages.map((page) => (isPage(page) ? mapPage(page, mapper) : page))
    const changed = nextPages.some((page, index) => page !== pages[index])
    return changed ? { ...(data as object), pages: nextPages } : data
  }
  return data
}

export function updatePostInCaches(
  queryClient: QueryClient,
  postId: string,
  patch: (post: Post) => Post,
) {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) =>
    mapCachedPosts(data, (post) => (post.id === postId ? patch(post) : post)),
  )
}

/** Drops the post from every list (its detail query is left for the caller). */
export function removePostFromCaches(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) =>
    isPost(data) ? data : mapCachedPosts(data, (post) => (post.id === postId ? null : post)),
  )
}

/** Drops a banned or deleted member's posts from every list (detail queries are left alone). */
export function removeAuthorFromCaches(queryClient: QueryClient, userId: string) {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) =>
    isPost(data) ? data : mapCachedPosts(data, (post) => (post.author.id === userId ? null : post)),
  )
}

/**
 * A post now gone for this reader, told by the live stream: an open page says 'Post not found'
 * as a reload would, without asking the server; a page not on screen is forgotten.
 */
export function markPostGone(queryClient: QueryClient, postId: string) {
  const detailKey = postKeys.detail(postId)
  const detail = queryClient.getQueryCache().find({ queryKey: detailKey, exact: true })
  if (detail && detail.getObserversCount() > 0) {
    detail.setState({
      status: 'error',
      fetchStatus: 'idle',
      data: undefined,
      error: new ApiError(404, 'not_found', postTexts.notFound),
      errorUpdatedAt: Date.now(),
    })
  } else {
    queryClient.removeQueries({ queryKey: detailKey, exact: true })
  }
  queryClient.removeQueries({
    queryKey: commentKeys.forPost(postId),
    exact: true,
    type: 'inactive',
  })
}

/** Every cached post page of a banned or deleted member goes as `markPostGone` says. */
export function markAuthorPostsGone(queryClient: QueryClient, userId: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: postKeys.details })) {
    const post = query.state.data
    if (isPost(post) && post.author.id === userId) markPostGone(queryClient, post.id)
  }
}
