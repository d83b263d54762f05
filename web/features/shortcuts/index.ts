// What other features use of shortcuts besides its components (scripts/check-boundaries.ts).
export { shortcutSheetTexts } from './shortcut-list'
export { openShortcutSheet } from './shortcut-sheet-store'
