import type { CreateReport, ReportedType, ReportResult } from '@common/reports'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { useCallback } from 'react'

// A reported item disappears for the reporter: refresh the lists it may sit in.
const keysToRefresh: Record<ReportedType, string[][]> = {
  post: [['posts'], ['projects']],
  comment: [['comments']],
  project: [['projects'], ['posts']],
  profile: [['profiles'], ['posts'], ['projects'], ['comments']],
}

/** What the report dialog sends: the reason, and a note (required with `other`). */
export type ReportRequest = Pick<CreateReport, 'type' | 'id' | 'reason'> & { note?: string }

/**
 * Sends a report. The lists are refreshed by `useFinishReport` once the dialog closes, so the
 * reported item stays behind the dialog while it offers to block or mute its author.
 */
export function useReport() {
  return useMutation({
    mutationFn: (report: ReportRequest) => api.post<ReportResult>('/api/reports', report),
  })
}

/**
 * After the report dialog closes: `onReported` runs before the lists refresh, so a page whose item
 * is now hidden from its reporter leaves first (awaiting its navigation) and never flashes that
 * item's "not found" or 404. After a block or mute every list may have changed.
 */
export function useFinishReport(type: ReportedType) {
  const queryClient = useQueryClient()
  return useCallback(
    async ({ onReported, shielded }: { onReported?: () => unknown; shielded: boolean }) => {
      await onReported?.()
      if (shielded) await queryClient.invalidateQueries()
      else
        await Promise.all(
          keysToRefresh[type].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        )
    },
    [queryClient, type],
  )
}

/**
 * Blocks or mutes (until undone) the member behind a reported item, from the report dialog
 * (PUT /api/users/:username/block or /mute).
 */
export function useShieldMember() {
  return useMutation({
    mutationFn: ({ username, kind }: { username: string; kind: 'block' | 'mute' }) =>
      api.put<unknown>(
        `/api/users/${encodeURIComponent(username)}/${kind}`,
        kind === 'mute' ? {} : undefined,
      ),
  })
}
