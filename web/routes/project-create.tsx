import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { Rocket } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader title="New project" back={<BackButton fallback={paths.feed()} />} />
      <EmptyState icon={Rocket} title="Nothing here yet" />
    </>
  )
}
