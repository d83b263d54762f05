import type { Page } from '@common/pagination'
import type {
  CreateMutedWord,
  MutedWord,
  MuteRequest,
  MuteState,
  ShieldedMember,
} from '@common/safety'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'

const userPath = (username: string, kind: 'block' | 'mute') =>
  `/api/users/${encodeURIComponent(username)}/${kind}`

/** The viewer's own lists (Settings > Privacy and safety). */
export const safetyKeys = {
  all: ['safety'] as const,
  list: (kind: 'blocks' | 'mutes') => [...safetyKeys.all, kind] as const,
  mutedWords: () => [...safetyKeys.all, 'muted-words'] as const,
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

/** GET /api/me/muted-words: all of them (at most 100), no pages. */
export function useMutedWords() {
  return useQuery({
    queryKey: safetyKeys.mutedWords(),
    queryFn: ({ signal }) => api.get<{ items: MutedWord[] }>('/api/me/muted-words', signal),
    select: (data) => data.items,
  })
}

/**
 * POST /api/me/muted-words, or DELETE /api/me/muted-words/:id. Feeds, threads, notifications and
 * search may all change, so everything refetches once the list has the word (or lost it).
 */
export function useChangeMutedWords() {
  const queryClient = useQueryClient()
  const setItems = (change: (items: MutedWord[]) => MutedWord[]) =>
    queryClient.setQueryData<{ items: MutedWord[] }>(safetyKeys.mutedWords(), (data) =>
      data ? { items: change(data.items) } : data,
    )
  const refresh = () => queryClient.invalidateQueries()
  const add = useMutation({
    mutationFn: (word: Partial<CreateMutedWord> & { phrase: string }) =>
      api.post<MutedWord>('/api/me/muted-words', word),
    onSuccess: (word) => {
      setItems((items) => [word, ...items.filter((item) => item.id !== word.id)])
      return refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/me/muted-words/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => {
      setItems((items) => items.filter((item) => item.id !== id))
      return refresh()
    },
  })
  return { add, remove }
}
