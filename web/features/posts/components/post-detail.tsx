import { postScreenTexts, postTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { scrollBehavior } from '@web/lib/motion'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { FileX, RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { usePost } from '../api'
import { CommentThread, NEW_COMMENT_FIELD_ID } from './comment-thread'
import { PostCard } from './post-card'
import { PostCardSkeleton } from './post-card-skeleton'
import { SignUpPromptBar } from './sign-up-prompt-bar'

/** A post with its thread; a missing post says so, a banned author's post leads to /banned. */
export function PostDetail({ postId, onDeleted }: { postId: string; onDeleted: () => void }) {
  const location = useLocation()
  const query = usePost(postId)
  // The spec: a missing post says so on this screen rather than on the 404 page.
  const { problem } = useLoadOutcome(query, {
    missing: { show: 'inPlace' },
    failed: { show: 'inPlace' },
  })

  // Arriving through a card's comment action lands in the comment box.
  const wantsCommentBox = (location.state as { focusComment?: boolean } | null)?.focusComment
  const isLoaded = query.isSuccess
  useEffect(() => {
    if (isLoaded && wantsCommentBox) document.getElementById(NEW_COMMENT_FIELD_ID)?.focus()
  }, [isLoaded, wantsCommentBox])

  if (query.isPending || problem === 'banned') return <PostCardSkeleton />
  if (query.isError) {
    return problem === 'missing' ? (
      <EmptyState
        icon={FileX}
        title={postTexts.notFound}
        action={
          <Button asChild variant="outline">
            <Link to={paths.feed()}>{uiTexts.goToFeed}</Link>
          </Button>
        }
      />
    ) : (
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

  const focusCommentBox = () => {
    const field = document.getElementById(NEW_COMMENT_FIELD_ID)
    if (field) field.focus()
    else document.getElementById('comments-heading')?.scrollIntoView({ behavior: scrollBehavior() })
  }

  return (
    <>
      <PostCard post={query.data} isDetail onComment={focusCommentBox} onDeleted={onDeleted} />
      <CommentThread postId={postId} />
      <SignUpPromptBar />
    </>
  )
}
