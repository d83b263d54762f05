import { FloatingActionLink } from '@web/components/floating-action-link'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { Newspaper, Plus } from 'lucide-react'

export function Component() {
  return (
    <>
      <PageHeader title="Home" />
      <EmptyState
        icon={Newspaper}
        title="No posts yet"
        description="Posts from makers you follow and the community will show up here. Share what you are building to get things started."
      />
      <FloatingActionLink to={paths.createPost()} label="Create post" icon={Plus} />
    </>
  )
}
