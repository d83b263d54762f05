import { cn } from '@web/lib/cn'
import { Keyboard } from 'lucide-react'
import type { ComponentProps } from 'react'
import { shortcutSheetTexts } from '../shortcut-list'
import { openShortcutSheet } from '../shortcut-sheet-store'

/** A quiet way to discover the '?' sheet, for the side navigation. */
export function ShortcutSheetButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      onClick={openShortcutSheet}
      aria-keyshortcuts="?"
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm text-muted-foreground transition-colors hover:bg-hover hover:text-foreground',
        className,
      )}
      {...props}
    >
      <Keyboard className="size-4" aria-hidden />
      {shortcutSheetTexts.openLabel}
      <kbd aria-hidden className="ml-auto rounded border border-input px-1.5 font-mono text-xs">
        ?
      </kbd>
    </button>
  )
}
