import { lazy, Suspense, useState } from 'react'
import { useShortcutSheetOpen } from '../shortcut-sheet-store'
import { usePostListShortcuts } from '../use-post-list-shortcuts'

// The sheet (and the dialog primitives under it) loads on first open: it is in every page's
// layout, and eagerly it weighed on every first load.
const ShortcutSheet = lazy(() =>
  import('./shortcut-sheet').then((module) => ({ default: module.ShortcutSheet })),
)

/** Mounted once by the app layout: the keys, and the sheet that lists them once asked for. */
export function KeyboardShortcuts() {
  usePostListShortcuts()
  const isOpen = useShortcutSheetOpen()
  // Stays mounted once opened, so closing animates and hands focus back.
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? (
    <Suspense fallback={null}>
      <ShortcutSheet />
    </Suspense>
  ) : null
}
