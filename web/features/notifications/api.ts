import type {
  MarkReadResult,
  Notification,
  NotificationActor,
  NotificationFilter,
  UnreadCount,
} from '@common/notifications'
import type { Page } from '@common/pagination'
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

// The live stream sets the unread count itself and re-reads an open list (web/features/live).
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  filtered: (filter: NotificationFilter) => [...notificationKeys.list(), filter] as const,
  actors: (id: string) => [...notificationKeys.all, 'actors', id] as const,
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) => api.get<UnreadCount>('/api/notifications/unread-count', signal),
  select: (data) => data.count,
})

/** Unread notifications for the bottom bar; the live stream sets it, so focus asks nothing. */
export function useUnreadCount(isSignedIn: boolean) {
  return (
    useQuery({ ...unreadCountQueryOptions, enabled: isSignedIn, refetchOnWindowFocus: false })
      .data ?? 0
  )
}

/** The member's notifications (grouped by the server), newest first, a page at a time. */
export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.filtered(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Notification>>(
        withCursor(`/api/notifications${filter === 'all' ? '' : `?filter=${filter}`}`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** Everyone a grouped item stands for, asked for only while its dialog is open. */
export function useNotificationActors(notificationId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.actors(notificationId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<NotificationActor>>(
        withCursor(`/api/notifications/${encodeURIComponent(notificationId)}/actors`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  })
}

/** The badge takes the server's new count at once; the list re-reads to clear its dots. */
function useAfterMarkRead() {
  const queryClient = useQueryClient()
  return (result: MarkReadResult) => {
    queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), {
      count: result.unreadCount,
    })
    return queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
  }
}

export function useMarkAllRead() {
  const afterMarkRead = useAfterMarkRead()
  return useMutation({
    mutationFn: () => api.post<MarkReadResult>('/api/notifications/read-all'),
    onSuccess: afterMarkRead,
  })
}

/** Runs to the end even when the screen it was started from is gone (opening an item). */
export function useMarkRead() {
  const afterMarkRead = useAfterMarkRead()
  return useMutation({
    mutationFn: (notificationId: string) =>
      api.post<MarkReadResult>(`/api/notifications/${encodeURIComponent(notificationId)}/read`),
    onSuccess: afterMarkRead,
  })
}
