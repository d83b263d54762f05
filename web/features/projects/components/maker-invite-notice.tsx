import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'
import { useProject } from '../api'
import { InvitationAnswer } from './maker-invitation'

/**
 * Inside a maker invitation's notification: the project it names and Accept / Decline. The
 * notification exists only while the invitation is pending (answering or revoking removes it).
 */
export function MakerInviteNotice({ projectId }: { projectId: string }) {
  const { data: project, error } = useProject(projectId)
  if (error) return null
  if (!project) return <Skeleton className="h-8 w-40 rounded-full" />
  return (
    <div className="grid gap-2">
      <Link
        to={paths.project(project.id)}
        className="w-fit rounded-lg text-sm font-semibold text-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="truncate">{project.name}</span>
      </Link>
      <InvitationAnswer projectId={project.id} projectName={project.name} />
    </div>
  )
}
