import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { useLivePost } from '@web/lib/live-events'
import { paths } from '@web/lib/paths'
import { MessageSquare } from 'lucide-react'
import { useLocation, useParams } from 'react-router'

export function Component() {
  const { postId } = useParams()
  const location = useLocation()
  // The spec: back returns to the profile the reader came from, otherwise to the feed.
  const cameFromProfile = (location.state as { from?: string } | null)?.from === 'profile'
  useLivePost(postId)

  return (
    <>
      <PageHeader
        title="Post"
        back={<BackButton fallback={paths.feed()} alwaysFallback={!cameFromProfile} />}
      />
      <EmptyState icon={MessageSquare} title="Nothing here yet" />
    </>
  )
}
