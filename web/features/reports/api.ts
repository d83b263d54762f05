import type { CreateReport, ReportedType, ReportResult } from '@common/reports'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

// A reported item disappears for the reporter: refresh the lists it may sit in.
const keysToRefresh: Record<ReportedType, string[][]> = {
  post: [['posts'], ['projects']],
  comment: [['comments']],
  project: [['projects'], ['posts']],
  profile: [['profiles'], ['posts'], ['projects'], ['comments']],
}

/** What the report dialog sends: the reason, a note (required with `other`), and a shield. */
export type ReportRequest = Pick<CreateReport, 'type' | 'id' | 'reason'> & {
  note?: string
  /** Also block or mute (until undone) the item's author, in the same step. */
  shield?: { username: string; kind: 'block' | 'mute' }
}

export type ReportOutcome = {
  /** The shield asked for was set; false when its request failed (the report stands). */
  shielded: boolean
}

/**
 * Sends the report, then the block or mute asked for, as one mutation: the sequence finishes even
 * when live updates remove the reported item (and the dialog with it) meanwhile. `onReported` runs
 * before the lists refresh: a page whose item is now hidden from its reporter leaves first
 * (awaiting its navigation), so it never flashes that item's "not found" or 404. After a block or
 * mute every list may have changed.
 */
export function useReport({
  onReported,
}: {
  onReported?: (outcome: ReportOutcome, request: ReportRequest) => unknown
} = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ shield, ...report }: ReportRequest): Promise<ReportOutcome> => {
      await api.post<ReportResult>('/api/reports', report)
      if (!shield) return { shielded: false }
      const path = `/api/users/${encodeURIComponent(shield.username)}/${shield.kind}`
      try {
        await api.put<unknown>(path, shield.kind === 'mute' ? {} : undefined)
        return { shielded: true }
      } catch {
        return { shielded: false }
      }
    },
    onSuccess: async (outcome, request) => {
      await onReported?.(outcome, request)
      if (outcome.shielded) await queryClient.invalidateQueries()
      else
        await Promise.all(
          keysToRefresh[request.type].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        )
    },
  })
}
