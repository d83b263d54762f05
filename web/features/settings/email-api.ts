import type { EmailPreferences, UpdateEmailPreferences } from '@common/email-preferences'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

// Settings > Email notifications (decision 031).

const preferencesKey = ['settings', 'email-preferences'] as const

export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<EmailPreferences>('/api/me/email-preferences', signal),
  })
}

/** Saves one change at once; the screen shows it before the answer and rolls back on error. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: UpdateEmailPreferences) =>
      api.patch<EmailPreferences>('/api/me/email-preferences', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey })
      const before = queryClient.getQueryData<EmailPreferences>(preferencesKey)
      if (before) queryClient.setQueryData(preferencesKey, { ...before, ...changes })
      return { before }
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(preferencesKey, context.before)
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  })
}
