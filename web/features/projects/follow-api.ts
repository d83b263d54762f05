import type { Page } from '@common/pagination'
import type { ProjectFollower, ProjectFollowState } from '@common/project-updates'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'
import { projectKeys } from './api'

const followPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/follow`
const followKey = (projectId: string) => [...projectKeys.all, 'follow', projectId] as const
const followersKey = (projectId: string) => [...projectKeys.all, 'followers', projectId] as const

/** Whether the viewer follows the project, and its follower count. */
export function useProjectFollow(projectId: string) {
  return useQuery({
    queryKey: followKey(projectId),
    queryFn: () => api.get<ProjectFollowState>(followPath(projectId)),
  })
}

/** Follow toggle: the server's answer (with the new count) replaces the state. */
export function useSetProjectFollow(projectId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (following: boolean) =>
      following
        ? api.put<ProjectFollowState>(followPath(projectId), {})
        : api.delete<ProjectFollowState>(followPath(projectId)),
    onSuccess: (state) => {
      queryClient.setQueryData(followKey(projectId), state)
      // The Following feed gains or loses the project's updates.
      void queryClient.invalidateQueries({ queryKey: ['posts', 'feed'] })
    },
  })
}

/** The owner's followers list, read once the dialog opens. */
export function useProjectFollowers(projectId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: followersKey(projectId),
    queryFn: ({ pageParam }) =>
      api.get<Page<ProjectFollower>>(
        withCursor(`/api/projects/${encodeURIComponent(projectId)}/followers`, pageParam),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  })
}
