import type { Page } from '@common/pagination'
import { postScreenTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import { LoadMore } from '@web/components/load-more'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { uiTexts } from '@web/lib/ui-texts'
import { FileText, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePostPages } from '../api'
import { useFocusAfterLeaving } from '../use-focus-after-leaving'
import { PostCard } from './post-card'
import { PostListSkeleton } from './post-card-skeleton'

type PostListProps = {
  /** Must start with 'posts' so live events and post actions keep it fresh. */
  queryKey: readonly unknown[]
  fetchPage: (cursor: string | null) => Promise<Page<Post>>
  emptyText: string
  emptyAction?: ReactNode
}

/** An infinite list of post cards: skeletons, empty state, auto-loading with a button fallback. */
export function PostList({ queryKey, fetchPage, emptyText, emptyAction }: PostListProps) {
  const query = usePostPages(queryKey, fetchPage)
  const posts = query.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <PostListView query={query} posts={posts} emptyText={emptyText} emptyAction={emptyAction} />
  )
}

type PostListViewProps = {
  query: ReturnType<typeof usePostPages>
  /** The posts to show (the feed holds back others' newest posts behind its pill). */
  posts: Post[]
  emptyText: string
  emptyAction?: ReactNode
  emptyDescription?: ReactNode
}

export function PostListView({
  query,
  posts,
  emptyText,
  emptyAction,
  emptyDescription,
}: PostListViewProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  // A card whose author is blocked or muted from its menu leaves with the focus it held.
  const { listRef, leave } = useFocusAfterLeaving(posts, query.dataUpdatedAt)

  if (query.isPending) return <PostListSkeleton />
  if (query.isError && posts.length === 0) {
    return (
      <EmptyState
        title={postScreenTexts.loadFailed}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }

  return (
    // One shrinkable column: a wide card (large text) must not widen the page. Focused when a
    // card leaves and none is below it (the empty state, were it the last), never a Tab stop.
    <div ref={listRef} tabIndex={-1} className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl">
      {posts.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={emptyText}
          description={emptyDescription}
          action={emptyAction}
        />
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} onDeleted={() => leave(post.id)} />)
      )}
      {hasNextPage && posts.length > 0 ? (
        <LoadMore
          label={postScreenTexts.loadMore}
          isLoading={isFetchingNextPage}
          onLoadMore={() => {
            if (!isFetchingNextPage) void fetchNextPage()
          }}
        />
      ) : null}
    </div>
  )
}
