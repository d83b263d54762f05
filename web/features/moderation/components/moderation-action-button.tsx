import type { ModerationAction, ModerationActionInput } from '@common/moderation'
import { moderationActionLabels, moderationConfirmations } from '@common/moderation-texts'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import { Ban, Check, ShieldCheck, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useModerationAction } from '../api'

const icons = { dismiss: Check, remove: Trash2, ban: Ban, unban: ShieldCheck }
const isDestructive = (action: ModerationAction) => action === 'remove' || action === 'ban'

/** 'Remove this content? This cannot be undone.' -> a title and a description. */
function splitConfirmation(text: string) {
  const end = text.indexOf('? ')
  if (end < 0) return { title: text, description: '' }
  return { title: text.slice(0, end + 1), description: text.slice(end + 2) }
}

type ModerationActionButtonProps = {
  action: ModerationAction
  target: Pick<ModerationActionInput, 'type' | 'id'>
}

/** One action on a reported item; removal and bans ask first. */
export function ModerationActionButton({ action, target }: ModerationActionButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false)
  const moderate = useModerationAction()
  const confirmation = moderationConfirmations[action]
  const Icon = icons[action]
  const label = moderationActionLabels[action]

  const run = () =>
    moderate.mutate({ action, ...target }, { onSettled: () => setIsConfirming(false) })

  const button = (
    <Button
      variant={isDestructive(action) ? 'destructive' : 'outline'}
      size="sm"
      disabled={moderate.isPending}
      onClick={confirmation ? () => setIsConfirming(true) : run}
    >
      {moderate.isPending && !confirmation ? <Spinner /> : <Icon aria-hidden />}
      {label}
    </Button>
  )
  if (!confirmation) return button

  const { title, description } = splitConfirmation(confirmation)
  return (
    <>
      {button}
      <AlertDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!moderate.isPending) setIsConfirming(open)
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={moderate.isPending}>{uiTexts.cancel}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={moderate.isPending}
              onClick={(event) => {
                // Stays open, its button busy, until the server answers.
                event.preventDefault()
                run()
              }}
            >
              {moderate.isPending ? <Spinner /> : null}
              {label}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
