import type { SearchResults } from '@common/search'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/api'

export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, term] as const,
}

/** People and projects for a trimmed term; idle until the term is searchable. */
export function useSearchResults(term: string, isEnabled: boolean) {
  return useQuery({
    queryKey: searchKeys.results(term),
    queryFn: ({ signal }) =>
      apiRequest<SearchResults>(`/api/search?q=${encodeURIComponent(term)}`, { signal }),
    enabled: isEnabled,
    // The last results stay on screen while the next term loads, so rows do not flicker.
    placeholderData: keepPreviousData,
  })
}
