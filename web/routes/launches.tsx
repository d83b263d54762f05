import { launchListTexts } from '@common/launch-list-texts'
import { PageHeader } from '@web/components/page-header'
import { LaunchesScreen } from '@web/features/launches/components/launches-screen'

export function Component() {
  return (
    <>
      <PageHeader title={launchListTexts.title} description={launchListTexts.description} />
      <LaunchesScreen />
    </>
  )
}
