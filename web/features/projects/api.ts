import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { MetricPoint } from '@common/project-metrics'
import type { MilestoneEntry } from '@common/project-updates'
import type { BookmarkState, Project, ProjectInput } from '@common/projects'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

export const projectKeys = {
  all: ['projects'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  byUser: (username: string) => [...projectKeys.all, 'user', username] as const,
  saved: () => [...projectKeys.all, 'saved'] as const,
  // Post lists live under ['posts'] so live events and post actions refresh them too.
  mentions: (projectId: string) => ['posts', 'project-mentions', projectId] as const,
  updates: (projectId: string) => ['posts', 'project-updates', projectId] as const,
  milestones: (projectId: string) => [...projectKeys.all, 'milestones', projectId] as const,
}

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`

const isDetailOf = (projectId: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[1] === 'detail' && query.queryKey[2] === projectId

export function fetchProject(projectId: string, signal?: AbortSignal) {
  return api.get<Project>(projectPath(projectId), signal)
}

export function fetchUserProjectsPage(username: string, cursor: string | null) {
  const path = `/api/users/${encodeURIComponent(username)}/projects`
  return api.get<Page<Project>>(withCursor(path, cursor))
}

export function fetchSavedProjectsPage(cursor: string | null) {
  return api.get<Page<Project>>(withCursor('/api/me/saved/projects', cursor))
}

export function fetchProjectMentionsPage(projectId: string, cursor: string | null) {
  return api.get<Page<Post>>(withCursor(`${projectPath(projectId)}/mentions`, cursor))
}

export function fetchProjectUpdatesPage(projectId: string, cursor: string | null) {
  return api.get<Page<Post>>(withCursor(`${projectPath(projectId)}/updates`, cursor))
}

/** Where the update composer sends its form. */
export const projectUpdatesUrl = (projectId: string) => `${projectPath(projectId)}/updates`

/** The Overview's milestone timeline, newest first. */
export function useProjectMilestones(projectId: string) {
  return useInfiniteQuery({
    queryKey: projectKeys.milestones(projectId),
    queryFn: ({ pageParam }) =>
      api.get<Page<MilestoneEntry>>(withCursor(`${projectPath(projectId)}/milestones`, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
}

/** The newest page (up to 50 changes) of one metric's history, for the Overview's chart. */
export function useProjectMetric(projectId: string, metric: 'users' | 'mrr') {
  return useQuery({
    queryKey: [...projectKeys.all, 'metrics', projectId, metric],
    queryFn: () =>
      api.get<Page<MetricPoint>>(`${projectPath(projectId)}/metrics/${metric}?limit=50`),
  })
}

/** One project; 404 (missing, reported) and 403 `banned` are left to the caller. */
export function useProject(projectId: string) {
  return useQuery({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  })
}

/** Create (no id) or replace (PUT, the whole form) a project. */
export function useSaveProject(projectId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      projectId
        ? api.put<Project>(projectPath(projectId), input)
        : api.post<Project>('/api/projects', input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project)
      void queryClient.invalidateQueries({
        queryKey: projectKeys.all,
        predicate: (query) => !isDetailOf(project.id)(query),
      })
      // A renamed project is mentioned by other posts.
      void queryClient.invalidateQueries({ queryKey: projectKeys.mentions(project.id) })
    },
  })
}

/**
 * Deletes; the caller leaves the page, then calls `forget` (removing the cached project while
 * its page still shows would make the page fetch it again and find it missing).
 */
export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => api.delete(projectPath(projectId)),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: projectKeys.all,
        predicate: (query) => !isDetailOf(projectId)(query),
      }),
  })
  const forget = () => queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) })
  return { ...mutation, forget }
}

/** Bookmark toggle, shown at once and put back if the server refuses. */
export function useSetBookmark(projectId: string) {
  const queryClient = useQueryClient()
  const detailKey = projectKeys.detail(projectId)
  const setBookmarked = (bookmarkedByMe: boolean) =>
    queryClient.setQueryData<Project>(detailKey, (project) =>
      project ? { ...project, bookmarkedByMe } : project,
    )
  return useMutation({
    mutationFn: (bookmarked: boolean) =>
      bookmarked
        ? api.put<BookmarkState>(`${projectPath(projectId)}/bookmark`, {})
        : api.delete<BookmarkState>(`${projectPath(projectId)}/bookmark`),
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: detailKey })
      setBookmarked(bookmarked)
    },
    onError: (error, bookmarked) => {
      // The spec keeps bookmark failures out of sight: log them and undo the toggle.
      console.error(error)
      setBookmarked(!bookmarked)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.saved() }),
  })
}
