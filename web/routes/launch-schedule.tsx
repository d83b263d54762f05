import { ScheduleLaunchScreen } from '@web/features/launches/components/launch-form-screen'
import { useParams } from 'react-router'

export function Component() {
  const { projectId = '' } = useParams()
  return <ScheduleLaunchScreen key={projectId} projectId={projectId} />
}
