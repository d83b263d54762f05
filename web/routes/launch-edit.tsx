import { EditLaunchScreen } from '@web/features/launches/components/launch-form-screen'
import { useParams } from 'react-router'

export function Component() {
  const { launchId = '' } = useParams()
  return <EditLaunchScreen key={launchId} launchId={launchId} />
}
