import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { shortcutList, shortcutSheetTexts } from '../shortcut-list'
import {
  closeShortcutSheet,
  openShortcutSheet,
  takeOpenedFrom,
  useShortcutSheetOpen,
} from '../shortcut-sheet-store'

/**
 * The '?' sheet. It opens from a key or from buttons that are not its Radix Trigger, and
 * Radix only gives focus back to its own Trigger, so it remembers what had focus itself.
 */
export function ShortcutSheet() {
  const isOpen = useShortcutSheetOpen()

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? openShortcutSheet() : closeShortcutSheet())}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          takeOpenedFrom()?.focus({ preventScroll: true })
        }}
      >
        <DialogHeader>
          <DialogTitle>{shortcutSheetTexts.title}</DialogTitle>
          <DialogDescription>{shortcutSheetTexts.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-1">
          {shortcutList.map(({ keys, action }) => (
            <div key={action} className="flex items-center justify-between gap-4 py-1.5 text-sm">
              <dt>{action}</dt>
              <dd className="flex shrink-0 gap-1">
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="inline-flex min-w-7 items-center justify-center rounded-md border border-input bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold text-foreground"
                  >
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
