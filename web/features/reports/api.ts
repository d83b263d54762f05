import type { CreateReport, ReportedType, ReportResult } from '@common/reports'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/api'

// A reported item disappears for the reporter: refresh the lists it may sit in.
const keysToRefresh: Record<ReportedType, string[][]> = {
  post: [['posts'], ['projects']],
  comment: [['comments']],
  project: [['projects'], ['posts']],
  profile: [['profiles'], ['posts'], ['projects'], ['comments']],
}

export function useReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (report: CreateReport) =>
      apiRequest<ReportResult>('/api/reports', { method: 'POST', body: report }),
    onSuccess: (_result, { type }) =>
      Promise.all(
        keysToRefresh[type].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
