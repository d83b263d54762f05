import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { Hash } from 'lucide-react'
import { useParams } from 'react-router'

export function Component() {
  const { tag = '' } = useParams()
  return (
    <>
      <PageHeader title={`#${tag}`} back={<BackButton fallback={paths.feed()} />} />
      <EmptyState
        icon={Hash}
        title="No posts yet"
        description={`Posts tagged #${tag} show up here.`}
      />
    </>
  )
}
