import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { PostPages } from './api'

// Pure changes to a feed's infinite-query data (newest first): what the 'N new posts' pill and
// the reader's own new post do to it without re-reading the pages already loaded.

export const postTime = (post: { createdAt: string }) => Date.parse(post.createdAt)

/** The feed's order: newest first, the id breaking ties (as the server's keyset). */
function isNewer(a: Post, b: Post) {
  const difference = postTime(a) - postTime(b)
  return difference === 0 ? a.id > b.id : difference > 0
}

export function postsOf(data: { pages: Page<Post>[] } | undefined): Post[] {
  return data?.pages.flatMap((page) => page.items) ?? []
}

/**
 * Merges a freshly read first page into the loaded feed, leaving the other pages as they are.
 * When the new page reaches into the loaded first page, the posts not loaded yet join that page in
 * order; when it does not (more new posts than a page holds), the feed restarts from the new page
 * alone, since the gap between the two cannot be filled without more requests.
 */
export function mergeNewestPage(data: PostPages | undefined, newest: Page<Post>): PostPages {
  const first = data?.pages[0]
  if (!data || !first) return { pages: [newest], pageParams: [null] }
  const firstIds = new Set(first.items.map((post) => post.id))
  if (!newest.items.some((post) => firstIds.has(post.id))) {
    return { pages: [newest], pageParams: [null] }
  }
  const loadedIds = new Set(postsOf(data).map((post) => post.id))
  const oldestOfFirst = first.items.at(-1)
  // Older than the first page's end would belong to a later page: it is read there, not here.
  const unseen = newest.items.filter(
    (post) => !loadedIds.has(post.id) && (!oldestOfFirst || isNewer(post, oldestOfFirst)),
  )
  if (unseen.length === 0) return data
  const items = [...unseen, ...first.items].sort((a, b) => (isNewer(a, b) ? -1 : 1))
  return { ...data, pages: [{ ...first, items }, ...data.pages.slice(1)] }
}

/** The reader's own new post tops the loaded feed at once (the server put it there too). */
export function withOwnNewPost(data: PostPages | undefined, post: Post): PostPages | undefined {
  const first = data?.pages[0]
  if (!data || !first || postsOf(data).some((item) => item.id === post.id)) return data
  return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...data.pages.slice(1)] }
}
