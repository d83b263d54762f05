import type { Me } from '@common/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from './api'
import { queryClient } from './query-client'

export const meQueryKey = ['me'] as const

/** The signed-in member, or null for a visitor. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await api.get<Me>('/api/me', signal)
    } catch (error) {
      if (isApiError(error, 401)) return null
      throw error
    }
  },
  staleTime: 60_000,
})

/** The signed-in member, null for a visitor, undefined while not yet known. */
export function useMe(): Me | null | undefined {
  return useQuery(meQueryOptions).data
}

/**
 * The session for route loaders: cached while fresh, else asked again, so guards never trust
 * a session older than the query's staleTime. If the server cannot answer, the last known
 * session stands.
 */
export async function loadMe(): Promise<Me | null> {
  try {
    return await queryClient.fetchQuery(meQueryOptions)
  } catch {
    return queryClient.getQueryData<Me | null>(meQueryKey) ?? null
  }
}

/** After sign-in or sign-up: forget the visitor's cached data and read the new session. */
export async function startSession(): Promise<Me | null> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 })
}

/** After sign-out or account deletion: nothing of the member may stay in the cache. */
export function endSession() {
  queryClient.setQueryData(meQueryKey, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
}
