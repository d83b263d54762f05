import { LaunchPage } from '@web/features/launches/components/launch-page'
import { useParams } from 'react-router'

export function Component() {
  const { launchId = '' } = useParams()
  return <LaunchPage key={launchId} launchId={launchId} />
}

/** Two columns on desktop, as the project page: the layout widens the main column for it. */
export const handle = { wide: true }
