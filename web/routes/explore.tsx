import { exploreTexts } from '@common/explore-texts'
import { PageHeader } from '@web/components/page-header'
import { ExploreScreen } from '@web/features/explore/components/explore-screen'

export function Component() {
  return (
    <>
      <PageHeader title={exploreTexts.title} description={exploreTexts.description} />
      <ExploreScreen />
    </>
  )
}
