/** What the '?' sheet lists; the handler in use-post-list-shortcuts.ts implements each key. */
export const shortcutList = [
  { keys: ['j'], action: 'Next post' },
  { keys: ['k'], action: 'Previous post' },
  { keys: ['l'], action: 'Like or unlike the focused post' },
  { keys: ['Enter'], action: 'Open the focused post' },
  { keys: ['?'], action: 'Show keyboard shortcuts' },
  { keys: ['Esc'], action: 'Close a dialog or the image viewer' },
] as const

export const shortcutSheetTexts = {
  title: 'Keyboard shortcuts',
  description: 'Move through any list of posts without the mouse.',
  openLabel: 'Keyboard shortcuts',
}
