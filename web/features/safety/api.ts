import type { Page } from '@common/pagination'
import type { MuteRequest, MuteState, ShieldedMember } from '@common/safety'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

const userPath = (username: string, kind: 'block' | 'mute') =>
  `/api/users/${encodeURIComponent(username)}/${kind}`

/** The viewer's own lists (Settings > Privacy and safety). */
export const safetyKeys = {
  all: ['safety'] as const,
  list: (kind: 'blocks' | 'mutes') => [...safetyKeys.all, kind] as const,
}

/**
 * After a block or mute any list may have changed (feeds, threads, notifications, search, the
 * profile and its follow counts: a block removes the follows both ways), so everything refetches.
 * Called by the screen once it has told the member (a toast) and left the item if it must: the
 * refetch may unmount the menu the change came from.
 */
export function useRefreshAfterShield() {
  const queryClient = useQueryClient()
  return async (before?: () => unknown) => {
    await before?.()
    await queryClient.invalidateQueries()
  }
}

/** PUT (block) or DELETE (unblock) /api/users/:username/block. */
export function useSetBlock() {
  return useMutation({
    mutationFn: ({ username, blocked }: { username: string; blocked: boolean }) =>
      blocked
        ? api.put<{ blocked: boolean }>(userPath(username, 'block'))
        : api.delete<{ blocked: boolean }>(userPath(username, 'block')),
  })
}

/** PUT /api/users/:username/mute with its terms, or DELETE with `mute: null`. */
export function useSetMute() {
  return useMutation({
    mutationFn: ({ username, mute }: { username: string; mute: MuteRequest | null }) =>
      mute
        ? api.put<MuteState>(userPath(username, 'mute'), mute)
        : api.delete<MuteState>(userPath(username, 'mute')),
  })
}

/** GET /api/me/blocks or /api/me/mutes, newest first, a page at a time. */
export function useShieldList(kind: 'blocks' | 'mutes') {
  return useInfiniteQuery({
    queryKey: safetyKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<ShieldedMember>>(withCursor(`/api/me/${kind}`, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
}
