import { useEffect, useEffectEvent } from 'react'
import { useNavigate } from 'react-router'
import { decideLoadOutcome, type LoadOutcome, type LoadRules } from './load-outcome'
import { toast } from './toast'

/**
 * The one way a screen reacts to its main load failing (decision 018): toasts and redirects
 * (always `replace`) as its rules say, on the first load and on any later refetch (a ban or a
 * report while the screen is open). Returns the outcome so the screen can render in-place states.
 */
export function useLoadOutcome<T>(
  query: { data: T | undefined; error: unknown },
  rules: LoadRules<T>,
): LoadOutcome {
  const navigate = useNavigate()
  const outcome = decideLoadOutcome(query, rules)

  // Acts once per new error or new data, with the rules of the latest render.
  const act = useEffectEvent((data: T | undefined, error: unknown) => {
    const { toast: message, redirectTo } = decideLoadOutcome({ data, error }, rules)
    if (message) toast.error(message.title, { id: message.id, description: message.description })
    if (redirectTo) void navigate(redirectTo, { replace: true })
  })
  useEffect(() => act(query.data, query.error), [query.data, query.error])

  if (outcome.throwToBoundary) throw query.error
  return outcome
}
