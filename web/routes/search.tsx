import { searchTexts } from '@common/search-texts'
import { PageHeader } from '@web/components/page-header'
import { SearchScreen } from '@web/features/search/components/search-screen'

export function Component() {
  return (
    <>
      <PageHeader title={searchTexts.title} />
      <SearchScreen />
    </>
  )
}
