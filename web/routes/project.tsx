import { ProjectDetail } from '@web/features/projects/components/project-detail'
import { useParams } from 'react-router'

export function Component() {
  const { projectId = '' } = useParams()
  return <ProjectDetail key={projectId} projectId={projectId} />
}

/** Two columns on desktop (decision 029): the layout widens the main column for it. */
export const handle = { wide: true }
