import { postScreenTexts } from '@common/post-texts'
import type { FeedKind } from '@common/posts'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { errorMessage } from '@web/lib/api'
import { scrollBehavior } from '@web/lib/motion'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { ArrowUp, PenSquare, Search } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useFeedPages } from '../api'
import { postsOf } from '../feed-cache'
import { unseenPendingPosts, usePendingNewPosts } from '../pending-new-posts'
import { readNewestPage } from '../read-newest-page'
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
    action: { to: paths.search(), label: postScreenTexts.findMakers, icon: Search },
  },
}

/**
 * One feed tab: newest first, infinite. Others' new posts wait behind a pill: those the live
 * stream announced (not read yet) and those already read but newer than what the reader saw.
 */
export function Feed({
  kind,
  emptyAction,
}: {
  kind: FeedKind
  /** Shown under an empty feed instead of its own link (the Following feed's suggestions). */
  emptyAction?: ReactNode
}) {
  const me = useMe()
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLDivElement>(null)
  const query = useFeedPages(kind)
  const posts = postsOf(query.data)
  const { visiblePosts, heldBackCount, showHeldBack } = useHeldBackPosts(kind, posts, {
    meId: me?.id,
    isSettled: query.isSuccess && !query.isFetching,
  })
  const unseenCount = unseenPendingPosts(usePendingNewPosts(kind), posts).length
  const newPostsCount = unseenCount + heldBackCount
  const [isReadingNewPosts, setIsReadingNewPosts] = useState(false)
  const empty = emptyStates[kind]
  const EmptyIcon = empty.action.icon

  const showNewPosts = async () => {
    let shown = posts
    if (unseenCount > 0) {
      // One request: page 1, merged into the loaded pages (which are not read again).
      setIsReadingNewPosts(true)
      try {
        shown = postsOf(await readNewestPage(queryClient, kind))
      } catch (error) {
        toast.error(errorMessage(error, postScreenTexts.loadFailed))
        return
      } finally {
        setIsReadingNewPosts(false)
      }
    }
    showHeldBack(shown)
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
    // The pill button disappears: keep keyboard focus on the list it revealed.
    listRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <div aria-live="polite" className="pointer-events-none sticky top-[4.25rem] z-20 h-0">
        {newPostsCount > 0 ? (
          <div className="flex justify-center">
            <Button
              size="sm"
              onClick={() => void showNewPosts()}
              disabled={isReadingNewPosts}
              aria-busy={isReadingNewPosts}
              className="pointer-events-auto shadow-lg shadow-primary/30"
            >
              <ArrowUp aria-hidden />
              {postScreenTexts.newPosts(newPostsCount)}
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
            emptyAction ?? (
              <Button asChild variant="outline">
                <Link to={empty.action.to}>
                  <EmptyIcon aria-hidden />
                  {empty.action.label}
                </Link>
              </Button>
            )
          }
        />
      </div>
    </>
  )
}
