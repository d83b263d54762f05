import { useSyncExternalStore } from 'react'

const QUERY = '(min-width: 1024px)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the project page has its side column (Tailwind's `lg`), so phones never read what only
 * that column shows. The same reading as the layout's rail (explore's use-wide-screen), kept
 * here because another feature's hooks are not public (scripts/check-boundaries.ts).
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
