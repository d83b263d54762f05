import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { Bell } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader title="Notifications" />
      <EmptyState
        icon={Bell}
        title="No notifications yet"
        description="When someone follows you, likes or comments on your posts, or mentions you, it shows up here."
      />
    </>
  )
}
