import type { Draft } from '@common/drafts'
import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { ReplyRule } from '@common/safety'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

export const draftKeys = {
  all: ['drafts'] as const,
  list: () => ['drafts', 'list'] as const,
  one: (id: string) => ['drafts', 'one', id] as const,
}

const draftPath = (id: string, action = '') =>
  `/api/drafts/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

/** The member's drafts and scheduled posts, last changed first (the list's first page: 50). */
export function useDrafts() {
  return useQuery({
    queryKey: draftKeys.list(),
    queryFn: ({ signal }) => api.get<Page<Draft>>('/api/drafts?limit=50', signal),
  })
}

export function useDraft(id: string | null) {
  return useQuery({
    queryKey: draftKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Draft>(draftPath(id!), signal),
    enabled: id !== null,
    // A resumed draft is read once: the composer owns its text from then on.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

export const createDraft = (content: string) => api.post<Draft>('/api/drafts', { content })

export const saveDraft = (
  id: string,
  change: { content?: string; alt?: string[]; scheduledAt?: string | null },
) => api.patch<Draft>(draftPath(id), change)

export function uploadDraftImages(id: string, images: { file: File; alt: string }[]) {
  const form = new FormData()
  for (const image of images) form.append('alt', image.alt)
  for (const image of images) form.append('images', image.file, image.file.name)
  return api.post<Draft>(draftPath(id, 'images'), form)
}

export const removeDraftImage = (id: string, index: number) =>
  api.delete<Draft>(draftPath(id, `images/${index}`))

/** Posts it now; `replyRule` is the composer's "Who can comment" (drafts do not store it). */
export const publishDraft = (id: string, replyRule?: ReplyRule) =>
  api.post<Post>(draftPath(id, 'publish'), replyRule ? { replyRule } : {})

export function useDeleteDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(draftPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  })
}

/** Unschedules a post: it becomes a plain draft again. */
export function useCancelSchedule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => saveDraft(id, { scheduledAt: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  })
}
