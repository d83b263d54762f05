import type {
  ExploreCategory,
  ExploreProjectSort,
  MakerSuggestion,
  NewMaker,
  TrendingTopic,
  TrendingWindow,
} from '@common/explore'
import { exploreTexts } from '@common/explore-texts'
import type { Page } from '@common/pagination'
import type { Project } from '@common/projects'
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'

/** Project lists sit under ['projects'] so project changes (bookmarks, edits) refresh them. */
export const exploreKeys = {
  all: ['explore'] as const,
  categories: () => [...exploreKeys.all, 'categories'] as const,
  topics: (window: TrendingWindow, limit: number) =>
    [...exploreKeys.all, 'topics', window, limit] as const,
  makers: () => [...exploreKeys.all, 'makers'] as const,
  makersPage: (limit: number) => [...exploreKeys.makers(), limit] as const,
  newMakers: () => [...exploreKeys.all, 'new-makers'] as const,
  projects: (sort: ExploreProjectSort, category: string) =>
    ['projects', 'explore', sort, category] as const,
  launched: () => ['projects', 'explore', 'launched'] as const,
}

function withQuery(path: string, params: Record<string, string | number | null | undefined>) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function fetchExploreProjectsPage(
  sort: ExploreProjectSort,
  category: string,
  cursor: string | null,
) {
  return api.get<Page<Project>>(withQuery('/api/explore/projects', { sort, category, cursor }))
}

export function fetchLaunchedProjectsPage(cursor: string | null) {
  return api.get<Page<Project>>(withQuery('/api/explore/new/projects', { cursor }))
}

export const categoriesQueryOptions = queryOptions({
  queryKey: exploreKeys.categories(),
  queryFn: ({ signal }) => api.get<{ items: ExploreCategory[] }>('/api/explore/categories', signal),
  staleTime: 5 * 60_000,
})

/** Trending topics; the rail asks for one page of 5, Explore pages through 20 at a time. */
export function topicsQueryOptions(window: TrendingWindow, limit = 20) {
  return infiniteQueryOptions({
    queryKey: exploreKeys.topics(window, limit),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<TrendingTopic>>(
        withQuery('/api/explore/topics', { window, limit, cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  })
}

export function makersQueryOptions(limit = 20) {
  return infiniteQueryOptions({
    queryKey: exploreKeys.makersPage(limit),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<MakerSuggestion>>(
        withQuery('/api/explore/makers', { limit, cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  })
}

export const newMakersQueryOptions = infiniteQueryOptions({
  queryKey: exploreKeys.newMakers(),
  queryFn: ({ pageParam, signal }) =>
    api.get<Page<NewMaker>>(withQuery('/api/explore/new/makers', { cursor: pageParam }), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
})

type MakerPages = InfiniteData<Page<MakerSuggestion>, string | null>

/**
 * Dismisses a suggestion for good: it leaves every suggestion list at once (and comes back if
 * the server refuses).
 */
export function useDismissMaker() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (username: string) =>
      api.put<{ dismissed: true }>(
        `/api/explore/makers/${encodeURIComponent(username)}/dismissal`,
        {},
      ),
    onMutate: async (username) => {
      await queryClient.cancelQueries({ queryKey: exploreKeys.makers() })
      const before = queryClient.getQueriesData<MakerPages>({ queryKey: exploreKeys.makers() })
      queryClient.setQueriesData<MakerPages>({ queryKey: exploreKeys.makers() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((row) => row.username !== username),
              })),
            }
          : data,
      )
      return { before }
    },
    onError: (error, _username, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data)
      toast.error(errorMessage(error))
    },
    onSuccess: () => toast.success(exploreTexts.dismissed),
  })
}
