import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { MessageSquareText } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader
        title="Feedback"
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      <EmptyState icon={MessageSquareText} title="Nothing here yet" />
    </>
  )
}
