import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/api'

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) =>
    apiRequest<{ count: number }>('/api/notifications/unread-count', { signal }),
  select: (data) => data.count,
})

/** Unread notifications for the bottom bar; kept fresh by live events. */
export function useUnreadCount(isSignedIn: boolean) {
  return useQuery({ ...unreadCountQueryOptions, enabled: isSignedIn }).data ?? 0
}
