import type { FeedKind } from '@common/posts'
import type { QueryClient } from '@tanstack/react-query'
import { fetchFeedPage, type PostPages, postKeys } from './api'
import { mergeNewestPage } from './feed-cache'
import { pendingNewPosts } from './pending-new-posts'

/**
 * The pill's one request: page 1 of the feed, merged into the loaded pages without re-reading
 * them. Returns the feed as it now is.
 */
export async function readNewestPage(queryClient: QueryClient, kind: FeedKind) {
  const announced = new Set(pendingNewPosts.get(kind).map((post) => post.postId))
  const newest = await fetchFeedPage(kind, null)
  const data = queryClient.setQueryData<PostPages>(postKeys.feed(kind), (current) =>
    mergeNewestPage(current, newest),
  )
  // Read now, or no longer there for this reader; posts announced meanwhile still count.
  pendingNewPosts.drop(kind, announced)
  return data
}
