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

/**
 * `onReported` runs before the lists refresh: a page whose item is now hidden from its reporter
 * leaves first (awaiting its navigation), so it never flashes that item's "not found" or 404.
 */
export function useReport({ onReported }: { onReported?: () => unknown } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (report: CreateReport) => api.post<ReportResult>('/api/reports', report),
    onSuccess: async (_result, { type }) => {
      await onReported?.()
      await Promise.all(
        keysToRefresh[type].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })
}
