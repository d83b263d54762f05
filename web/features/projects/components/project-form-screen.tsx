import { projectTexts } from '@common/project-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { Rocket } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { useProject } from '../api'
import { projectUiTexts } from '../texts'
import { ProjectForm } from './project-form'

/** /project/create and /project/:projectId/edit: the mode comes from the id in the route. */
export function ProjectFormScreen() {
  const { projectId } = useParams()
  const me = useMe()
  const isEdit = projectId !== undefined
  const title = isEdit ? projectUiTexts.editTitle : projectUiTexts.createTitle
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
  const navigate = useNavigate()
  const { data: project, error, refetch, isFetching } = useProject(projectId)

  useEffect(() => {
    if (!error) return
    if (isApiError(error) && error.code === 'banned') {
      navigate(paths.banned(), { replace: true })
      return
    }
    toast.error(projectTexts.errorTitle, {
      id: 'project-edit-load-failed',
      description: projectTexts.loadDetailsFailed,
    })
    // A malformed id (400) names no project either.
    if (isApiError(error, 404) || isApiError(error, 400)) {
      navigate(paths.notFound(), { replace: true })
    }
  }, [error, navigate])

  useEffect(() => {
    // The server refuses anyone else's save; do not even offer the form.
    if (project && !project.isOwner) navigate(paths.project(project.id), { replace: true })
  }, [project, navigate])

  if (project?.isOwner) return <ProjectForm key={project.id} project={project} />
  if (error) {
    return (
      <EmptyState
        icon={Rocket}
        title={projectTexts.loadDetailsFailed}
        action={
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {projectUiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  return <FormSkeleton />
}

function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading project">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  )
}
