import { postScreenTexts } from '@common/post-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { PostDetail } from '@web/features/posts/components/post-detail'
import { useLivePost } from '@web/lib/live-events'
import { paths } from '@web/lib/paths'
import { useLocation, useNavigate, useParams } from 'react-router'

export function Component() {
  const { postId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  // The spec: back returns to the profile the reader came from, otherwise to the feed. The
  // same holds for the feed itself (and tag or project lists): stepping back keeps its scroll.
  const cameFromList = Boolean((location.state as { from?: string } | null)?.from)
  useLivePost(postId)

  // Returns the navigation, so a report can wait for it before refreshing lists.
  const leaveDeletedPost = () =>
    cameFromList ? navigate(-1) : navigate(paths.feed(), { replace: true })

  return (
    <>
      <PageHeader
        title={postScreenTexts.detailTitle}
        back={<BackButton fallback={paths.feed()} alwaysFallback={!cameFromList} />}
      />
      <PostDetail key={postId} postId={postId} onDeleted={leaveDeletedPost} />
    </>
  )
}
