import { useSyncExternalStore } from 'react'

/*
 * The Sign up of a screen's own prompt (below a profile, under a post) says when it is on screen:
 * on phones the floating Join steps aside meanwhile, so a visitor always has one Sign up in view,
 * never two, and the floating button never covers the screen's own.
 */
const shown = new Set<Element>()
const listeners = new Set<() => void>()
let observer: IntersectionObserver | undefined

function notify() {
  for (const listener of listeners) listener()
}

/** The ref of a screen's own Sign up link (React calls the cleanup it returns on unmount). */
export function screenSignUpPromptRef(element: HTMLElement | null) {
  if (!element || typeof IntersectionObserver === 'undefined') return
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) shown.add(entry.target)
      else shown.delete(entry.target)
    }
    notify()
  })
  observer.observe(element)
  return () => {
    observer?.unobserve(element)
    if (shown.delete(element)) notify()
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** Whether the Sign up of a screen's own prompt is on screen now. */
export function useIsScreenSignUpPromptShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown.size > 0,
    () => false,
  )
}
