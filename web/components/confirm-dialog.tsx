import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import type { MouseEvent, ReactNode } from 'react'

type ConfirmDialogProps = {
  /** Opens the dialog itself; without it the dialog is controlled by `open`. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  /** Left out when empty. */
  description?: ReactNode
  confirmLabel: ReactNode
  cancelLabel?: ReactNode
  /** Shown before the confirm label while nothing is pending. */
  icon?: ReactNode
  variant?: 'destructive' | 'primary'
  /** The server has not answered yet: the dialog stays, its buttons disabled, confirm spinning. */
  pending?: boolean
  onConfirm: () => void
  /** Closes as the member confirms; by default it stays open until the caller closes it. */
  closesOnConfirm?: boolean
}

/** The one confirmation before a destructive step (delete, sign out, leave, report). */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = uiTexts.cancel,
  icon = null,
  variant = 'destructive',
  pending = false,
  onConfirm,
  closesOnConfirm = false,
}: ConfirmDialogProps) {
  const confirm = (event: MouseEvent) => {
    if (!closesOnConfirm) event.preventDefault()
    onConfirm()
  }
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange?.(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={variant} disabled={pending} onClick={confirm}>
            {pending ? <Spinner /> : icon}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
