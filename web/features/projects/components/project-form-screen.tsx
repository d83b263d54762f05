import { projectScreenTexts, projectTexts } from '@common/project-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { Rocket } from 'lucide-react'
import { useParams } from 'react-router'
import { useProject } from '../api'
import { ProjectForm } from './project-form'

/** /project/create and /project/:projectId/edit: the mode comes from the id in the route. */
export function ProjectFormScreen() {
  const { projectId } = useParams()
  const me = useMe()
  const isEdit = projectId !== undefined
  const title = isEdit ? projectScreenTexts.editTitle : projectScreenTexts.createTitle
  const fallback = isEdit
    ? paths.project(projectId)
    : me
      ? paths.profile(me.username)
      : paths.feed()

  return (
    <>
      <PageHeader title={title} back={<BackButton fallback={fallback} />} />
      <Card className="p-4 sm:p-6">
        {isEdit ? <EditProject projectId={projectId} /> : <ProjectForm project={null} />}
      </Card>
    </>
  )
}

function EditProject({ projectId }: { projectId: string }) {
  const { data: project, error, refetch, isFetching } = useProject(projectId)
  const loadFailedToast = {
    title: uiTexts.errorTitle,
    description: projectTexts.loadDetailsFailed,
    id: 'project-edit-load-failed',
  }
  useLoadOutcome(
    { data: project, error },
    {
      missing: { show: 'notFound', toast: loadFailedToast },
      failed: { show: 'inPlace', toast: loadFailedToast },
      // The server refuses anyone else's save; do not even offer the form.
      redirectLoaded: (loaded) => (loaded.isMaker ? null : paths.project(loaded.id)),
    },
  )

  if (project?.isMaker) return <ProjectForm key={project.id} project={project} />
  if (error) {
    return (
      <EmptyState
        icon={Rocket}
        title={projectTexts.loadDetailsFailed}
        action={
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  return <FormSkeleton />
}

function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={projectScreenTexts.loading}>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  )
}
