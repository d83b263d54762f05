import { type SearchSection, searchTexts } from '@common/search'
import { LoadMore } from '@web/components/load-more'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { errorMessage } from '@web/lib/api'
import { uiTexts } from '@web/lib/ui-texts'
import { useNow } from '@web/lib/use-now'
import { RotateCcw, SearchX } from 'lucide-react'
import { type SectionRow, useSearchSection } from '../api'
import { PersonRow, PostRow, ProjectRow } from './result-rows'
import { ResultSection, SearchResultsSkeleton } from './search-results'

export const sectionTitles = {
  people: searchTexts.people,
  projects: searchTexts.projects,
  posts: searchTexts.posts,
} satisfies Record<SearchSection, string>

/** Every match of one section for the term, a page at a time (the "See all" list). */
export function SearchSectionList({ section, term }: { section: SearchSection; term: string }) {
  const query = useSearchSection(section, term)
  const now = useNow()
  if (query.isError && !query.data) {
    return (
      <EmptyState
        title={errorMessage(query.error)}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  if (!query.data) return <SearchResultsSkeleton />
  const rows = query.data.pages.flatMap((page) => page.items)
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={searchTexts.noResults}
        description={searchTexts.noResultsDescription}
      />
    )
  }
  return (
    <div className="grid gap-3">
      <ResultSection id={`search-${section}-all`} title={sectionTitles[section]}>
        {rows.map((row) => renderRow(section, row, now))}
      </ResultSection>
      {query.hasNextPage ? (
        <LoadMore
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : (
        <p className="text-center text-sm text-muted-foreground">{searchTexts.noMore}</p>
      )}
    </div>
  )
}

function renderRow(section: SearchSection, row: SectionRow[SearchSection], now: Date) {
  if (section === 'people') {
    const person = row as SectionRow['people']
    return <PersonRow key={person.id} person={person} />
  }
  if (section === 'projects') {
    const project = row as SectionRow['projects']
    return <ProjectRow key={project.id} project={project} />
  }
  const post = row as SectionRow['posts']
  return <PostRow key={post.id} post={post} now={now} />
}
