import { projectTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog'
import { Spinner } from '@web/components/ui/spinner'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { useDeleteProject } from '../api'

type DeleteProjectDialogProps = {
  project: Project
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Confirms, deletes, then shows the owner's profile. */
export function DeleteProjectDialog({ project, open, onOpenChange }: DeleteProjectDialogProps) {
  const navigate = useNavigate()
  const deleteProject = useDeleteProject(project.id)

  const confirm = (event: MouseEvent) => {
    // Stay open, button disabled, until the server answers.
    event.preventDefault()
    deleteProject.mutate(undefined, {
      onSuccess: async () => {
        toast.success(projectTexts.deleted)
        await navigate(paths.profile(project.owner.username), { replace: true })
        deleteProject.forget()
      },
      onError: () => toast.error(uiTexts.errorTitle, { description: projectTexts.deleteFailed }),
    })
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => !deleteProject.isPending && onOpenChange(next)}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{projectTexts.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{projectTexts.deleteBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteProject.isPending}>{uiTexts.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deleteProject.isPending}
            onClick={confirm}
          >
            {deleteProject.isPending ? <Spinner /> : null}
            {uiTexts.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
