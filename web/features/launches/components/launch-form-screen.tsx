import { launchFormTexts } from '@common/launch-form-texts'
import { launchTexts } from '@common/launches'
import { BackButton } from '@web/components/back-button'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { useProject } from '@web/features/projects'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { CalendarX, Lock } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCancelLaunch, useLaunch } from '../api'
import { LaunchForm } from './launch-form'

const missing = (description: string, id: string) => ({
  show: 'notFound' as const,
  toast: { title: uiTexts.errorTitle, description, id },
})

/** /project/:projectId/launch: the project's makers schedule its launch. */
export function ScheduleLaunchScreen({ projectId }: { projectId: string }) {
  const me = useMe()
  const { data: project, error } = useProject(projectId)
  const failed = missing(launchFormTexts.loadFailed, 'launch-schedule-load-failed')
  useLoadOutcome(
    { data: project, error },
    { missing: failed, failed: { ...failed, show: 'inPlace' } },
  )
  const back = <BackButton fallback={paths.project(projectId)} />

  return (
    <>
      <PageHeader
        title={launchFormTexts.scheduleTitle}
        back={back}
        description={project?.isMaker ? launchFormTexts.lead(project.name) : undefined}
      />
      {project && me ? (
        project.isMaker ? (
          <Card className="p-4 sm:p-6">
            <LaunchForm project={project} launch={null} meId={me.id} />
          </Card>
        ) : (
          <NotYours projectId={project.id} message={launchTexts.notMaker} />
        )
      ) : error ? (
        <EmptyState icon={CalendarX} title={launchFormTexts.loadFailed} />
      ) : (
        <FormSkeleton />
      )}
    </>
  )
}

/** /launch/:launchId/edit: move, edit or cancel a launch until it starts; its makers only. */
export function EditLaunchScreen({ launchId }: { launchId: string }) {
  const me = useMe()
  const { data: launch, error } = useLaunch(launchId)
  const failed = missing(launchFormTexts.loadFailed, 'launch-edit-load-failed')
  useLoadOutcome(
    { data: launch, error },
    { missing: failed, failed: { ...failed, show: 'inPlace' } },
  )
  const back = <BackButton fallback={paths.launch(launchId)} />

  const body = () => {
    if (!launch || !me) {
      return error ? (
        <EmptyState icon={CalendarX} title={launchFormTexts.loadFailed} />
      ) : (
        <FormSkeleton />
      )
    }
    if (!launch.isMaker)
      return <NotYours projectId={launch.project.id} message={launchTexts.notMaker} />
    if (launch.state !== 'scheduled') {
      return (
        <EmptyState
          icon={Lock}
          title={launchFormTexts.notEditable}
          action={
            <Button asChild variant="outline">
              <Link to={paths.launch(launch.id)}>{launchFormTexts.viewLaunch}</Link>
            </Button>
          }
        />
      )
    }
    const project = { ...launch.project, category: launch.topics.category }
    return (
      <Card className="p-4 sm:p-6">
        <LaunchForm
          key={launch.id}
          project={project}
          launch={launch}
          meId={me.id}
          extraAction={<CancelLaunch launchId={launch.id} projectId={launch.project.id} />}
        />
      </Card>
    )
  }

  return (
    <>
      <PageHeader title={launchFormTexts.editTitle} back={back} />
      {body()}
    </>
  )
}

function CancelLaunch({ launchId, projectId }: { launchId: string; projectId: string }) {
  const navigate = useNavigate()
  const cancel = useCancelLaunch(launchId)
  const [open, setOpen] = useState(false)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" className="text-danger">
          {launchFormTexts.cancelLaunch}
        </Button>
      }
      title={launchFormTexts.cancelTitle}
      description={launchFormTexts.cancelDescription}
      confirmLabel={launchFormTexts.cancelLaunch}
      cancelLabel={launchFormTexts.keepLaunch}
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: () => {
            setOpen(false)
            toast.success(launchFormTexts.cancelled)
            navigate(paths.project(projectId), { replace: true })
          },
          onError: (error) =>
            toast.error(launchFormTexts.cancelFailed, { description: errorMessage(error) }),
        })
      }
    />
  )
}

function NotYours({ projectId, message }: { projectId: string; message: string }) {
  return (
    <EmptyState
      icon={Lock}
      title={message}
      action={
        <Button asChild variant="outline">
          <Link to={paths.project(projectId)}>{launchFormTexts.viewProject}</Link>
        </Button>
      }
    />
  )
}

function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={launchFormTexts.loading}>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  )
}
