/** Whether the reader asked the system for less motion (checked at call time: it can change). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** 'smooth' scrolling, unless the reader asked for less motion (CSS cannot reach JS scrolls). */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}
