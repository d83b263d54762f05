import { jobTexts } from '@common/job-texts'
import type { FailedJob } from '@common/jobs'
import {
  type ModerationActionInput,
  type ModerationActionResult,
  type ModerationHistoryItem,
  type ModerationQueueItem,
  moderationActionDone,
  moderationTexts,
} from '@common/moderation'
import type { Page } from '@common/pagination'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, errorMessage, withCursor } from '@web/lib/api'
import { toast } from '@web/lib/toast'

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'reports'] as const,
  history: () => [...moderationKeys.all, 'history'] as const,
  failedJobs: () => [...moderationKeys.all, 'failed-jobs'] as const,
}

function usePages<T>(queryKey: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<Page<T>>(withCursor(path, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** Open reports grouped by item, most recently reported first. */
export function useReportQueue() {
  return usePages<ModerationQueueItem>(moderationKeys.queue(), '/api/moderation/reports')
}

/** Every action taken, newest first. */
export function useModerationHistory() {
  return usePages<ModerationHistoryItem>(moderationKeys.history(), '/api/moderation/history')
}

/** Background jobs whose retries ran out, newest failure first (decision 027). */
export function useFailedJobs() {
  return usePages<FailedJob>(moderationKeys.failedJobs(), '/api/moderation/jobs/failed')
}

/** Runs a failed job once more; it leaves the list (told here: its button unmounts with it). */
export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api.post<void>(`/api/moderation/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => toast.success(jobTexts.retried),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.failedJobs() }),
  })
}

// A dismissal, removal or ban changes what members see: every list may hold the item.
const contentKeys = [['posts'], ['comments'], ['projects'], ['profiles'], ['search']]

export function useModerationAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ModerationActionInput) =>
      api.post<ModerationActionResult>('/api/moderation/actions', input),
    // Told here rather than by the caller: the item leaves the queue, unmounting its buttons.
    onSuccess: (_result, input) => {
      toast.success(moderationActionDone[input.action])
      for (const queryKey of [moderationKeys.all, ...contentKeys]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
    onError: (error) => toast.error(errorMessage(error, moderationTexts.actionFailed)),
  })
}
