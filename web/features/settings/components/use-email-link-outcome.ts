import { emailLinkErrors, settingsTexts } from '@common/settings-texts'
import { useQueryClient } from '@tanstack/react-query'
import { meQueryKey } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/** The emailed change link lands on /settings/account?email=changed (plus `&error=` on failure). */
export function useEmailLinkOutcome() {
  const [searchParams, setSearchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const outcome = searchParams.get('email')
  const errorCode = searchParams.get('error')

  useEffect(() => {
    if (outcome !== 'changed') return
    if (errorCode)
      toast.error(emailLinkErrors[errorCode] ?? settingsTexts.emailUpdateFailed, {
        id: 'email-link',
      })
    else {
      // A fixed id: React's development double effects must not show it twice.
      toast.success(settingsTexts.emailChanged, { id: 'email-link' })
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    }
    setSearchParams({}, { replace: true })
  }, [outcome, errorCode, queryClient, setSearchParams])
}
