import type { SessionInfo, TwoFactorSetupResult, TwoFactorStatus } from '@common/security'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

// Settings > Email and password: two-factor sign-in and signed-in sessions (issue 18).

const twoFactorKey = ['security', 'two-factor'] as const
const sessionsKey = ['security', 'sessions'] as const

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/me/two-factor', signal),
  })
}

/** Every two-factor change re-reads the status (and the sessions: the session was replaced). */
function useTwoFactorMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKey })
      void queryClient.invalidateQueries({ queryKey: sessionsKey })
    },
  })
}

export const useSetUpTwoFactor = () =>
  useMutation({
    mutationFn: (input: { password: string; name: string }) =>
      api.post<TwoFactorSetupResult>('/api/me/two-factor/setup', input),
  })

export const useConfirmTwoFactor = () =>
  useTwoFactorMutation((code: string) =>
    api.post<{ backupCodes: string[] }>('/api/me/two-factor/confirm', { code }),
  )

export const useRegenerateBackupCodes = () =>
  useTwoFactorMutation((password: string) =>
    api.post<{ backupCodes: string[] }>('/api/me/two-factor/backup-codes', { password }),
  )

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((input: { password: string; code: string }) =>
    api.post<void>('/api/me/two-factor/disable', input),
  )

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.get<{ sessions: SessionInfo[] }>('/api/me/sessions', signal),
  })
}

function useSessionMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useEndSession = () =>
  useSessionMutation((id: string) => api.delete<void>(`/api/me/sessions/${encodeURIComponent(id)}`))

export const useEndOtherSessions = () =>
  useSessionMutation(() => api.post<{ ended: number }>('/api/me/sessions/end-others', {}))
