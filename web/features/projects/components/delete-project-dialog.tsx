import { projectTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
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

  const confirm = () =>
    deleteProject.mutate(undefined, {
      onSuccess: async () => {
        toast.success(projectTexts.deleted)
        await navigate(paths.profile(project.owner.username), { replace: true })
        deleteProject.forget()
      },
      onError: () => toast.error(uiTexts.errorTitle, { description: projectTexts.deleteFailed }),
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={projectTexts.deleteTitle}
      description={projectTexts.deleteBody}
      confirmLabel={uiTexts.delete}
      pending={deleteProject.isPending}
      onConfirm={confirm}
    />
  )
}
