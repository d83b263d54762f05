import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { Search } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader title="Search" />
      <EmptyState
        icon={Search}
        title="Nothing here yet"
        description="People and projects you can find will show up here."
      />
    </>
  )
}
