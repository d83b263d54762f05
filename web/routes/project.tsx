import { ProjectLaunches } from '@web/features/launches/components/project-launches'
import { ProjectDetail } from '@web/features/projects/components/project-detail'
import { useParams } from 'react-router'

export function Component() {
  const { projectId = '' } = useParams()
  return (
    <ProjectDetail
      key={projectId}
      projectId={projectId}
      launches={(project) => <ProjectLaunches project={project} />}
    />
  )
}

/** Two columns on desktop (decision 029): the layout widens the main column for it. */
export const handle = { wide: true }
