import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { PenSquare } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader title="New post" back={<BackButton fallback={paths.feed()} alwaysFallback />} />
      <EmptyState icon={PenSquare} title="Nothing here yet" />
    </>
  )
}
