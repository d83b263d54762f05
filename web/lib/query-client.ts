import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './api'

function shouldRetry(failureCount: number, error: unknown) {
  // A 4xx answer will not change on retry; network blips and 5xx might.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      // Any 401 means the session ended elsewhere: let the session query find out.
      if (isApiError(error, 401) && query.queryKey[0] !== 'me') {
        void queryClient.invalidateQueries({ queryKey: ['me'] })
      }
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    mutations: { retry: false },
  },
})
