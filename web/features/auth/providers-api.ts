import type { SignInProviderList } from '@common/sign-in-providers'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { paths } from '@web/lib/paths'

// Sign-in with a provider (issue 18 §4): the server names the configured providers; better-auth
// answers the provider's authorization address, and the browser goes there.

export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: ({ signal }) => api.get<SignInProviderList>('/api/sign-in-providers', signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Leaves for the provider; a first sign-in comes back to the username screen. */
export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: async (providerId: string) => {
      const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
        provider: providerId,
        callbackURL: paths.feed(),
        newUserCallbackURL: '/signup/username',
        errorCallbackURL: paths.login(),
      })
      window.location.assign(url)
    },
  })
}
