import type { FeedKind, Post } from '@common/posts'
import { useSyncExternalStore } from 'react'
import { postTime } from './feed-cache'

// Per feed, others' new posts announced by the live stream and not read yet: the 'N new posts'
// pill counts them, and only pressing it reads them (one request for page 1). Per tab, in memory.

export type PendingPost = { postId: string; authorId: string; createdAt: string }

/** Past this many the oldest are forgotten: pressing the pill then restarts from page 1 anyway. */
const MAX_PENDING = 200

const NONE: readonly PendingPost[] = []
let pendingByFeed = new Map<FeedKind, readonly PendingPost[]>()
const listeners = new Set<() => void>()

function update(change: (feed: FeedKind, posts: readonly PendingPost[]) => readonly PendingPost[]) {
  const next = new Map<FeedKind, readonly PendingPost[]>()
  let changed = false
  for (const [feed, posts] of pendingByFeed) {
    const kept = change(feed, posts)
    if (kept !== posts) changed = true
    if (kept.length > 0) next.set(feed, kept)
  }
  if (!changed) return
  pendingByFeed = next
  for (const listener of listeners) listener()
}

export const pendingNewPosts = {
  add(feeds: FeedKind[], post: PendingPost) {
    let changed = false
    for (const feed of feeds) {
      const posts = pendingByFeed.get(feed) ?? NONE
      if (posts.some((pending) => pending.postId === post.postId)) continue
      pendingByFeed = new Map(pendingByFeed).set(feed, [...posts, post].slice(-MAX_PENDING))
      changed = true
    }
    if (changed) for (const listener of listeners) listener()
  },
  dropPost(postId: string) {
    update((_, posts) =>
      posts.some((post) => post.postId === postId)
        ? posts.filter((post) => post.postId !== postId)
        : posts,
    )
  },
  dropAuthor(userId: string) {
    update((_, posts) =>
      posts.some((post) => post.authorId === userId)
        ? posts.filter((post) => post.authorId !== userId)
        : posts,
    )
  },
  /** Forgets what a feed's reload made visible (or the whole feed when no ids are given). */
  drop(feed: FeedKind, postIds?: Set<string>) {
    update((kind, posts) =>
      kind !== feed ? posts : postIds ? posts.filter((post) => !postIds.has(post.postId)) : NONE,
    )
  },
  clear() {
    update(() => NONE)
  },
  get(feed: FeedKind): readonly PendingPost[] {
    return pendingByFeed.get(feed) ?? NONE
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export function usePendingNewPosts(feed: FeedKind) {
  return useSyncExternalStore(pendingNewPosts.subscribe, () => pendingNewPosts.get(feed))
}

/**
 * Announced posts the loaded feed does not show yet: not in it, and newer than anything in it
 * (an older one was read after it was announced, or is one this reader may not see).
 */
export function unseenPendingPosts(pending: readonly PendingPost[], loaded: Post[]) {
  if (pending.length === 0) return NONE
  const loadedIds = new Set(loaded.map((post) => post.id))
  const newestLoaded = loaded.reduce((newest, post) => Math.max(newest, postTime(post)), -Infinity)
  return pending.filter((post) => !loadedIds.has(post.postId) && postTime(post) >= newestLoaded)
}
