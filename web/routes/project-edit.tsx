import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { EmptyState } from '@web/components/ui/empty-state'
import { paths } from '@web/lib/paths'
import { Rocket } from 'lucide-react'
import { useParams } from 'react-router'

export function Component() {
  const { projectId = '' } = useParams()
  return (
    <>
      <PageHeader title="Edit project" back={<BackButton fallback={paths.project(projectId)} />} />
      <EmptyState icon={Rocket} title="Nothing here yet" />
    </>
  )
}
