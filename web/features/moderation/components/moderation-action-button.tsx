import type { ModerationAction, ModerationActionInput } from '@common/moderation'
import { moderationActionLabels, moderationConfirmations } from '@common/moderation-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
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
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={title}
        description={description}
        confirmLabel={label}
        pending={moderate.isPending}
        onConfirm={run}
      />
    </>
  )
}
