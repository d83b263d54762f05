import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { UserPen } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader
        title="Edit profile"
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <EmptyState icon={UserPen} title="Nothing here yet" />
    </>
  )
}
