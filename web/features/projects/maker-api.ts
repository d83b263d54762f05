import type { ProjectMakers } from '@common/project-makers'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { projectKeys } from './api'

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`
export const makersKey = (projectId: string) => [...projectKeys.all, 'makers', projectId] as const

/** The makers card: makers (owner first), the owner's pending invitations, the viewer's own. */
export function useProjectMakers(projectId: string) {
  return useQuery({
    queryKey: makersKey(projectId),
    queryFn: () => api.get<ProjectMakers>(`${projectPath(projectId)}/makers`),
  })
}

type MakerAction =
  | { kind: 'invite'; username: string }
  | { kind: 'revoke'; username: string }
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'remove'; username: string }
  | { kind: 'transfer'; username: string }

function send(projectId: string, action: MakerAction): Promise<ProjectMakers | null> {
  const path = projectPath(projectId)
  const member = (username: string) => encodeURIComponent(username)
  switch (action.kind) {
    case 'invite':
      return api.post<ProjectMakers>(`${path}/invitations`, { username: action.username })
    case 'revoke':
      return api.delete<ProjectMakers>(`${path}/invitations/${member(action.username)}`)
    case 'accept':
      return api.post<ProjectMakers>(`${path}/invitation/accept`, {})
    case 'decline':
      return api.post<null>(`${path}/invitation/decline`, {}).then(() => null)
    case 'remove':
      return api.delete<null>(`${path}/makers/${member(action.username)}`).then(() => null)
    case 'transfer':
      return api.post<ProjectMakers>(`${path}/transfer`, { username: action.username })
  }
}

/**
 * Every co-maker action on one project. The makers card takes the server's answer; the project
 * (isOwner, isMaker), profile project lists and notifications are read again, since an
 * answer or a transfer changes who may do what.
 */
export function useMakerAction(projectId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: MakerAction) => send(projectId, action),
    onSuccess: (makers) => {
      if (makers) queryClient.setQueryData(makersKey(projectId), makers)
      else void queryClient.invalidateQueries({ queryKey: makersKey(projectId) })
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) })
      void queryClient.invalidateQueries({ queryKey: [...projectKeys.all, 'user'] })
      void queryClient.invalidateQueries({ queryKey: ['notifications'] })
    },
  })
}
