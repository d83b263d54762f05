import type { FeedKind, Post } from '@common/posts'
import { useEffect, useState } from 'react'
import { useNavigationType } from 'react-router'
import { postTime } from './feed-cache'

// Per feed, the newest post the reader has been shown. Kept across screens so that coming
// back (a POP navigation) holds back what arrived meanwhile and the scroll position still fits.
const shownUntilByFeed = new Map<FeedKind, number>()

const timeOf = postTime
const newestTime = (posts: Post[]) =>
  posts.reduce<number | null>((newest, post) => Math.max(newest ?? 0, timeOf(post)), null)

/**
 * Others' posts newer than what the reader has seen are held back behind the 'N new posts'
 * pill instead of pushing the list down. The reader's own posts always show.
 */
export function useHeldBackPosts(
  kind: FeedKind,
  posts: Post[],
  { meId, isSettled }: { meId: string | undefined; isSettled: boolean },
) {
  const navigationType = useNavigationType()
  const [shownUntil, setShownUntil] = useState<number | null>(() =>
    navigationType === 'POP' ? (shownUntilByFeed.get(kind) ?? null) : null,
  )
  const newest = newestTime(posts)

  // The first settled load (not a cached page still refreshing) is what the reader has seen.
  useEffect(() => {
    if (shownUntil === null && isSettled && newest !== null) setShownUntil(newest)
  }, [shownUntil, isSettled, newest])

  useEffect(() => {
    if (shownUntil !== null) shownUntilByFeed.set(kind, shownUntil)
  }, [kind, shownUntil])

  const isHeldBack = (post: Post) =>
    shownUntil !== null && post.author.id !== meId && timeOf(post) > shownUntil
  const heldBackCount = posts.filter(isHeldBack).length

  return {
    visiblePosts: heldBackCount === 0 ? posts : posts.filter((post) => !isHeldBack(post)),
    heldBackCount,
    /** Shows everything up to the newest of `shown` (by default, of what is loaded now). */
    showHeldBack: (shown: Post[] = posts) => setShownUntil(newestTime(shown)),
  }
}
