import type { FeedKind } from '@common/posts'
import { Button } from '@web/components/ui/button'
import { scrollBehavior } from '@web/lib/motion'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { ArrowUp, PenSquare, Search } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { fetchFeedPage, postKeys, usePostPages } from '../api'
import { postScreenTexts } from '../texts'
import { useHeldBackPosts } from '../use-held-back-posts'
import { PostListView } from './post-list'

const emptyStates = {
  everyone: {
    title: postScreenTexts.everyoneEmpty,
    description: postScreenTexts.everyoneEmptyHint,
    action: { to: paths.createPost(), label: postScreenTexts.createPost, icon: PenSquare },
  },
  following: {
    title: postScreenTexts.followingEmpty,
    description: postScreenTexts.followingEmptyHint,
    action: { to: paths.search(), label: 'Find makers', icon: Search },
  },
}

/** One feed tab: newest first, infinite, with others' new posts behind a pill. */
export function Feed({ kind }: { kind: FeedKind }) {
  const me = useMe()
  const listRef = useRef<HTMLDivElement>(null)
  const query = usePostPages(postKeys.feed(kind), (cursor) => fetchFeedPage(kind, cursor))
  const posts = query.data?.pages.flatMap((page) => page.items) ?? []
  const { visiblePosts, heldBackCount, showHeldBack } = useHeldBackPosts(kind, posts, {
    meId: me?.id,
    isSettled: query.isSuccess && !query.isFetching,
  })
  const empty = emptyStates[kind]
  const EmptyIcon = empty.action.icon

  const showNewPosts = () => {
    showHeldBack()
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
    // The pill button disappears: keep keyboard focus on the list it revealed.
    listRef.current?.focus({ preventScroll: true })
    void query.refetch()
  }

  return (
    <>
      <div aria-live="polite" className="pointer-events-none sticky top-[4.25rem] z-20 h-0">
        {heldBackCount > 0 ? (
          <div className="flex justify-center">
            <Button
              size="sm"
              onClick={showNewPosts}
              className="pointer-events-auto shadow-lg shadow-primary/30"
            >
              <ArrowUp aria-hidden />
              {postScreenTexts.newPosts(heldBackCount)}
            </Button>
          </div>
        ) : null}
      </div>
      <div ref={listRef} tabIndex={-1} className="focus:outline-none">
        <PostListView
          query={query}
          posts={visiblePosts}
          emptyText={empty.title}
          emptyDescription={empty.description}
          emptyAction={
            <Button asChild variant="outline">
              <Link to={empty.action.to}>
                <EmptyIcon aria-hidden />
                {empty.action.label}
              </Link>
            </Button>
          }
        />
      </div>
    </>
  )
}
