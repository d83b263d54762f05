import { usePostListShortcuts } from '../use-post-list-shortcuts'
import { ShortcutSheet } from './shortcut-sheet'

/** Mounted once by the app layout: the keys and the sheet that lists them. */
export function KeyboardShortcuts() {
  usePostListShortcuts()
  return <ShortcutSheet />
}
