import type { Page } from '@common/pagination'
import type { LinkedProviders, SecurityEvent } from '@common/sign-in-providers'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'
import { paths } from '@web/lib/paths'

// Settings > Email and password: sign-in providers and the security log (issue 18 §4, §5).

const providersKey = ['security', 'providers'] as const
const logKey = ['security', 'log'] as const

export function useLinkedProviders() {
  return useQuery({
    queryKey: providersKey,
    queryFn: ({ signal }) => api.get<LinkedProviders>('/api/me/providers', signal),
  })
}

/** Leaves for the provider; it comes back to /settings/account?provider=linked (or &error=). */
export function useLinkProvider() {
  return useMutation({
    mutationFn: async (providerId: string) => {
      const { url } = await api.post<{ url: string }>('/api/auth/link-social', {
        provider: providerId,
        callbackURL: `${paths.account()}?provider=linked`,
        errorCallbackURL: `${paths.account()}?provider=failed`,
      })
      window.location.assign(url)
    },
  })
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (providerId: string) =>
      api.delete<void>(`/api/me/providers/${encodeURIComponent(providerId)}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: providersKey })
      void queryClient.invalidateQueries({ queryKey: logKey })
    },
  })
}

export function useSecurityLog() {
  return useInfiniteQuery({
    queryKey: logKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<SecurityEvent>>(withCursor('/api/me/security-log?limit=10', pageParam), signal),
    getNextPageParam: (last) => last.nextCursor,
  })
}
