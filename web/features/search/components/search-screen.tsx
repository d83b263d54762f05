import { isSearchable, searchTexts, tagOfTerm } from '@common/search'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { errorMessage } from '@web/lib/api'
import { uiTexts } from '@web/lib/ui-texts'
import { RotateCcw, Search, SearchX } from 'lucide-react'
import { type KeyboardEvent, useRef } from 'react'
import { useSearchResults } from '../api'
import { useSearchTerm } from '../use-search-term'
import { SearchBox } from './search-box'
import { SearchResultsSkeleton, SearchResultsView } from './search-results'

/** The box, then a prompt, placeholders, the results or the no-results message. */
export function SearchScreen() {
  const search = useSearchTerm()
  const results = useSearchResults(search.term, search.canSearch)
  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const data = results.data
  const isStale = search.isSettling || results.isPlaceholderData

  // Arrow keys walk from the box through the result links (and a collapsed post's Show) and back.
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = [
      ...(resultsRef.current?.querySelectorAll<HTMLElement>(
        '[data-search-result], [data-search-collapsed] button',
      ) ?? []),
    ]
    if (links.length === 0) return
    const index = links.indexOf(document.activeElement as HTMLElement)
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1
    event.preventDefault()
    if (next < 0) inputRef.current?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }

  const clear = () => {
    search.clear()
    inputRef.current?.focus()
  }

  return (
    <div className="grid gap-5">
      <SearchBox
        inputRef={inputRef}
        value={search.input}
        onValueChange={search.setInput}
        onSubmit={search.settleNow}
        onClear={clear}
        onKeyDown={moveFocus}
        isBusy={search.canSearch && results.isFetching}
        autoFocus={search.input === ''}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the links inside */}
      <div ref={resultsRef} onKeyDown={moveFocus}>
        <p role="status" className="sr-only">
          {data && !isStale
            ? searchTexts.summary(data.people.length, data.projects.length, data.posts.length)
            : ''}
        </p>
        <SearchBody search={search} results={results} />
      </div>
    </div>
  )
}

type SearchBodyProps = {
  search: ReturnType<typeof useSearchTerm>
  results: ReturnType<typeof useSearchResults>
}

function SearchBody({ search, results }: SearchBodyProps) {
  const typed = search.input.trim()
  const { data } = results
  const isStale = search.isSettling || results.isPlaceholderData
  if (typed === '') return <EmptyState icon={Search} title={searchTexts.startTyping} />
  if (!isSearchable(typed)) {
    return <p className="px-1 text-sm text-muted-foreground">{searchTexts.tooShort}</p>
  }
  if (results.isError && !data) {
    return (
      <EmptyState
        title={errorMessage(results.error)}
        action={
          <Button variant="outline" onClick={() => void results.refetch()}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  if (!data) return <SearchResultsSkeleton />
  // A `#word` always offers its tag page, even before any post matches.
  if (data.people.length + data.projects.length + data.posts.length > 0 || tagOfTerm(search.term)) {
    return <SearchResultsView term={search.term} results={data} isStale={isStale} />
  }
  if (isStale) return <SearchResultsSkeleton />
  return (
    <EmptyState
      icon={SearchX}
      title={searchTexts.noResults}
      description={searchTexts.noResultsDescription}
    />
  )
}
