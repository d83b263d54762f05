import type { TrendingTopic } from '@common/explore'
import { limits } from '@common/limits'
import type { OnboardingState } from '@common/onboarding'
import type { Page } from '@common/pagination'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

export const onboardingKeys = {
  state: () => ['onboarding'] as const,
  topics: () => ['onboarding', 'topics'] as const,
}

/** The week's trending topics (Explore's ranking, decision 025), a few to pick from. */
export function useTrendingTopics() {
  return useQuery({
    queryKey: onboardingKeys.topics(),
    queryFn: ({ signal }) =>
      api.get<Page<TrendingTopic>>(
        `/api/explore/topics?window=week&limit=${limits.onboardingTopicsMax}`,
        signal,
      ),
    staleTime: 60_000,
  })
}

/** Whether the onboarding and the profile checklist are still offered (the server keeps it). */
export function useOnboardingState(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.state(),
    queryFn: ({ signal }) => api.get<OnboardingState>('/api/me/onboarding', signal),
    enabled,
  })
}

function useSetState() {
  const queryClient = useQueryClient()
  return (state: OnboardingState) => queryClient.setQueryData(onboardingKeys.state(), state)
}

/** Done or skipped: the server remembers, so no device offers it again. */
export function useCloseOnboarding() {
  const setState = useSetState()
  return useMutation({
    mutationFn: (topics: string[]) =>
      api.post<OnboardingState>('/api/me/onboarding/close', { topics }),
    onSuccess: setState,
  })
}

export function useDismissChecklist() {
  const setState = useSetState()
  return useMutation({
    mutationFn: () => api.post<OnboardingState>('/api/me/checklist/dismiss', {}),
    onSuccess: setState,
  })
}
