import type { Page } from '@common/pagination'
import type {
  SearchPerson,
  SearchPost,
  SearchProject,
  SearchResults,
  SearchSection,
} from '@common/search'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, term] as const,
  section: (section: SearchSection, term: string) =>
    [...searchKeys.all, 'section', section, term] as const,
}

/** The sections' first rows for a trimmed term; idle until the term is searchable. */
export function useSearchResults(term: string, isEnabled: boolean) {
  return useQuery({
    queryKey: searchKeys.results(term),
    queryFn: ({ signal }) =>
      api.get<SearchResults>(`/api/search?q=${encodeURIComponent(term)}`, signal),
    enabled: isEnabled,
    // The last results stay on screen while the next term loads, so rows do not flicker.
    placeholderData: keepPreviousData,
  })
}

export type SectionRow = { people: SearchPerson; projects: SearchProject; posts: SearchPost }

/** One section's "See all" list, 20 rows a page, following the server's cursors. */
export function useSearchSection<S extends SearchSection>(section: S, term: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.section(section, term),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<SectionRow[S]>>(
        withCursor(`/api/search/${section}?q=${encodeURIComponent(term)}&limit=20`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: term.length > 0,
  })
}
