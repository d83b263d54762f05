import { isSearchable, type SearchSection, searchSections, searchTexts } from '@common/search'
import { BackButton } from '@web/components/back-button'
import { NotFound } from '@web/components/not-found'
import { PageHeader } from '@web/components/page-header'
import {
  SearchSectionList,
  sectionTitles,
} from '@web/features/search/components/search-section-screen'
import { paths } from '@web/lib/paths'
import { useParams, useSearchParams } from 'react-router'

/** /search/{people,projects,posts}?q=: a section's "See all" list. */
export function Component() {
  const { section } = useParams()
  const [searchParams] = useSearchParams()
  const term = (searchParams.get('q') ?? '').trim()
  if (!searchSections.includes(section as SearchSection)) return <NotFound />
  const kind = section as SearchSection
  const back = `${paths.search()}${term ? `?q=${encodeURIComponent(term)}` : ''}`
  return (
    <>
      <PageHeader
        title={
          isSearchable(term)
            ? searchTexts.sectionTitle(sectionTitles[kind], term)
            : searchTexts.title
        }
        back={<BackButton fallback={back} />}
      />
      {isSearchable(term) ? (
        <SearchSectionList section={kind} term={term} />
      ) : (
        <p className="px-1 text-sm text-muted-foreground">{searchTexts.tooShort}</p>
      )}
    </>
  )
}
