import type { EmailPreferences, UpdateEmailPreferences } from '@common/email-preferences'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

// Settings > Email notifications (decision 031).

const preferencesKey = ['settings', 'email-preferences'] as const
const updateKey = [...preferencesKey, 'update'] as const

export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<EmailPreferences>('/api/me/email-preferences', signal),
  })
}

/**
 * Saves one change at once; the screen shows it before the answer. Changes made in quick
 * succession each save on their own: an earlier answer, which does not know the later change
 * yet, must not flip the screen back, so only the last pending save's answer replaces what is
 * shown, and a failure re-reads what the server holds.
 */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: updateKey,
    mutationFn: (changes: UpdateEmailPreferences) =>
      api.patch<EmailPreferences>('/api/me/email-preferences', changes),
    onMutate: () => queryClient.cancelQueries({ queryKey: preferencesKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
    onSuccess: (saved) => {
      // This save is still counted as pending while its callbacks run.
      if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) {
        queryClient.setQueryData(preferencesKey, saved)
      }
    },
  })
  return {
    ...mutation,
    /**
     * Shows the change in the same turn as the click (a controlled checkbox would otherwise be
     * put back by the render that follows it, until the mutation starts), then saves it.
     */
    mutate: (...[changes, options]: Parameters<typeof mutation.mutate>) => {
      queryClient.setQueryData<EmailPreferences>(
        preferencesKey,
        (before) => before && { ...before, ...changes },
      )
      mutation.mutate(changes, options)
    },
  }
}
