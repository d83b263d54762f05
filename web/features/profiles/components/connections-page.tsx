import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { Users } from 'lucide-react'
import { useParams } from 'react-router'

/** The followers or following list of the profile in the URL. */
export function ConnectionsPage({ kind }: { kind: 'followers' | 'following' }) {
  const { username = '' } = useParams()
  const title = kind === 'followers' ? 'Followers' : 'Following'
  const empty = kind === 'followers' ? 'No followers yet' : 'Not following anyone yet'
  return (
    <>
      <PageHeader
        title={title}
        description={`@${username}`}
        back={<BackButton fallback={paths.profile(username)} alwaysFallback />}
      />
      <EmptyState icon={Users} title={empty} />
    </>
  )
}
