import { useSyncExternalStore } from 'react'

// One sheet for the whole app, opened from the '?' key, the side navigation and settings:
// a tiny store instead of a context, so any button can open it without prop drilling.
let isOpen = false
/** What had focus when the sheet opened; it gets focus back when the sheet closes. */
let openedFrom: HTMLElement | null = null
const listeners = new Set<() => void>()

function setOpen(open: boolean) {
  if (isOpen === open) return
  isOpen = open
  for (const listener of listeners) listener()
}

export function openShortcutSheet() {
  if (!isOpen)
    openedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null
  setOpen(true)
}

export const closeShortcutSheet = () => setOpen(false)

/** Hands back (once) the element that had focus before the sheet opened. */
export function takeOpenedFrom(): HTMLElement | null {
  const element = openedFrom
  openedFrom = null
  return element
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useShortcutSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isOpen)
}
