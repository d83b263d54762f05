import { isApiError } from './api'
import { paths } from './paths'

// What a screen does when the one thing it shows (a post, a project, a profile) fails to load.
// Pure, so every screen's rules are testable without a browser; `useLoadOutcome` acts on it.

/** The three failures the spec tells apart. */
export type LoadProblem = 'banned' | 'missing' | 'failed'

// notFound: go to /404. inPlace: the screen says so itself. errorBoundary: the route's error
// screen, only while nothing has loaded yet (a failed refetch keeps what is shown).
type Reaction = 'notFound' | 'inPlace' | 'errorBoundary'

type ToastMessage = { title: string; description?: string; id?: string }

type ProblemRule = { show: Reaction; toast?: ToastMessage }

export type LoadRules<T> = {
  /** 404, or 400 for a malformed id: nothing by that name. */
  missing: ProblemRule
  /** Anything else: the server or the network failed. */
  failed: ProblemRule
  /** A loaded item that this screen is not for (someone else's edit form): where to go. */
  redirectLoaded?: (data: T) => string | null
}

export type LoadOutcome = {
  problem: LoadProblem | null
  /** Where to go, always replacing the current entry so back does not return here. */
  redirectTo: string | null
  toast: ToastMessage | null
  throwToBoundary: boolean
}

const nothingToDo: LoadOutcome = {
  problem: null,
  redirectTo: null,
  toast: null,
  throwToBoundary: false,
}

function loadProblemOf(error: unknown): LoadProblem | null {
  if (!error) return null
  if (isApiError(error) && error.code === 'banned') return 'banned'
  if (isApiError(error, 404) || isApiError(error, 400)) return 'missing'
  return 'failed'
}

/** A banned owner always leads to /banned, with no toast: that page explains itself. */
export function decideLoadOutcome<T>(
  query: { data: T | undefined; error: unknown },
  rules: LoadRules<T>,
): LoadOutcome {
  const problem = loadProblemOf(query.error)
  if (problem === 'banned') return { ...nothingToDo, problem, redirectTo: paths.banned() }
  if (problem) {
    const rule = rules[problem]
    return {
      problem,
      redirectTo: rule.show === 'notFound' ? paths.notFound() : null,
      toast: rule.toast ?? null,
      throwToBoundary: rule.show === 'errorBoundary' && query.data === undefined,
    }
  }
  const elsewhere = query.data === undefined ? null : (rules.redirectLoaded?.(query.data) ?? null)
  return elsewhere ? { ...nothingToDo, redirectTo: elsewhere } : nothingToDo
}
