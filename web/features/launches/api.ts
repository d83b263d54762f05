import type {
  Launch,
  LaunchCounts,
  LaunchNotifyState,
  LaunchVoter,
  LaunchVoteState,
  ScheduleLaunch,
  UpdateLaunch,
} from '@common/launches'
import type { Page } from '@common/pagination'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'
import { reranked, withLaunchCounts } from './launch-cache'

// Keys and hooks of the launches screens (issue 32). Every list and page of launches sits under
// ['launches'], so a vote or a live count (live-cache.ts) can change a launch wherever it shows.

/** Which leaderboard: one day ranked, a week (named by its Monday) ranked, or the upcoming days. */
export type LaunchList =
  | { day: string; topic?: string }
  | { week: string; topic?: string }
  | { upcoming: true; topic?: string }

export type LaunchPages = InfiniteData<Page<Launch>, string | null>

export const launchKeys = {
  all: ['launches'] as const,
  list: (list: LaunchList) => [...launchKeys.all, 'list', list] as const,
  detail: (launchId: string) => [...launchKeys.all, 'detail', launchId] as const,
  voters: (launchId: string) => [...launchKeys.all, 'voters', launchId] as const,
  ofProject: (projectId: string) => [...launchKeys.all, 'project', projectId] as const,
}

const launchPath = (launchId: string) => `/api/launches/${encodeURIComponent(launchId)}`

/** The list's query string, as GET /api/launches reads it. */
export function launchListPath(list: LaunchList) {
  const params = new URLSearchParams()
  if ('day' in list) params.set('day', list.day)
  else if ('week' in list) params.set('week', list.week)
  else params.set('upcoming', 'true')
  if (list.topic) params.set('topic', list.topic)
  return `/api/launches?${params}`
}

export function useLaunchList(list: LaunchList, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: launchKeys.list(list),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Launch>>(withCursor(launchListPath(list), pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: options.enabled,
  })
}

export function fetchLaunch(launchId: string, signal?: AbortSignal) {
  return api.get<Launch>(launchPath(launchId), signal)
}

export function useLaunch(launchId: string) {
  return useQuery({
    queryKey: launchKeys.detail(launchId),
    queryFn: ({ signal }) => fetchLaunch(launchId, signal),
  })
}

/** A project's launches for its page, newest day first (GET /api/projects/:id/launches). */
export function useProjectLaunches(projectId: string) {
  return useInfiniteQuery({
    queryKey: launchKeys.ofProject(projectId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Launch>>(
        withCursor(`/api/projects/${encodeURIComponent(projectId)}/launches`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
}

/** Who upvoted, newest first; read once the list is opened. */
export function useLaunchVoters(launchId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: launchKeys.voters(launchId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<LaunchVoter>>(withCursor(`${launchPath(launchId)}/voters`, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  })
}

/** Changes one launch in every cached list and page (a vote, a live count, an edit). */
export function updateLaunchInCaches(
  queryClient: QueryClient,
  launchId: string,
  patch: (launch: Launch) => Launch,
) {
  queryClient.setQueryData<Launch>(launchKeys.detail(launchId), (launch) =>
    launch ? patch(launch) : launch,
  )
  queryClient.setQueriesData<LaunchPages>(
    { queryKey: [...launchKeys.all, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((launch) => (launch.id === launchId ? patch(launch) : launch)),
        })),
      },
  )
}

/** A launch the server answered after a change: its page at once, every list re-read. */
function showSavedLaunch(queryClient: QueryClient, launch: Launch) {
  queryClient.setQueryData(launchKeys.detail(launch.id), launch)
  void queryClient.invalidateQueries({ queryKey: launchKeys.all })
}

/** Upvote or withdraw; the server's counts replace the cached ones everywhere. */
export function useLaunchVote(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (vote: boolean) =>
      vote
        ? api.put<LaunchVoteState>(`${launchPath(launchId)}/vote`, {})
        : api.delete<LaunchVoteState>(`${launchPath(launchId)}/vote`),
    onSuccess: (state) => {
      updateLaunchInCaches(queryClient, launchId, (launch) => ({
        ...withLaunchCounts(launch, state),
        votedByMe: state.voted,
        myVoteCounted: state.voted ? state.counted : null,
      }))
      void queryClient.invalidateQueries({ queryKey: launchKeys.voters(launchId) })
    },
  })
}

/** "Notify me" on an upcoming launch. */
export function useLaunchNotify(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (notify: boolean) =>
      notify
        ? api.put<LaunchNotifyState>(`${launchPath(launchId)}/notify`, {})
        : api.delete<LaunchNotifyState>(`${launchPath(launchId)}/notify`),
    onSuccess: (state) =>
      updateLaunchInCaches(queryClient, launchId, (launch) => ({
        ...launch,
        notifyByMe: state.notify,
      })),
  })
}

/** A project's makers schedule its launch; the answer is the new launch. */
export function useScheduleLaunch(projectId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (launch: ScheduleLaunch) =>
      api.post<Launch>(`/api/projects/${encodeURIComponent(projectId)}/launches`, launch),
    onSuccess: (launch) => showSavedLaunch(queryClient, launch),
  })
}

/** Move or edit a launch until it starts. */
export function useUpdateLaunch(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: UpdateLaunch) => api.patch<Launch>(launchPath(launchId), changes),
    onSuccess: (launch) => showSavedLaunch(queryClient, launch),
  })
}

/** Cancel a launch before it starts. */
export function useCancelLaunch(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<Launch>(launchPath(launchId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: launchKeys.detail(launchId) })
      void queryClient.invalidateQueries({ queryKey: launchKeys.all })
    },
  })
}

/** Moderators: take a launch off the leaderboards, with a reason. */
export function useDisqualifyLaunch(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<Launch>(`${launchPath(launchId)}/disqualify`, { reason }),
    onSuccess: (launch) => showSavedLaunch(queryClient, launch),
  })
}

/** Moderators: a member's vote stops counting. */
export function useVoidLaunchVote(launchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (username: string) =>
      api.put<LaunchCounts>(
        `${launchPath(launchId)}/voters/${encodeURIComponent(username)}/void`,
        {},
      ),
    onSuccess: (counts) => {
      updateLaunchInCaches(queryClient, launchId, (launch) => withLaunchCounts(launch, counts))
      void queryClient.invalidateQueries({ queryKey: launchKeys.voters(launchId) })
    },
  })
}

/**
 * A live message's counts: set on the launch wherever it shows, and the ranked lists (days and
 * weeks, not the upcoming one) put back in rank order.
 */
export function setLaunchCountsInCaches(
  queryClient: QueryClient,
  launchId: string,
  counts: LaunchCounts,
) {
  updateLaunchInCaches(queryClient, launchId, (launch) => withLaunchCounts(launch, counts))
  queryClient.setQueriesData<LaunchPages>(
    {
      queryKey: [...launchKeys.all, 'list'],
      predicate: (query) => !('upcoming' in (query.queryKey[2] as LaunchList)),
    },
    (data) => data && reranked(data),
  )
}
