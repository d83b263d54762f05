import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { ShieldCheck } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader
        title="Moderation"
        description="Reported posts, comments, projects and profiles."
      />
      <EmptyState icon={ShieldCheck} title="No reports to review" />
    </>
  )
}
