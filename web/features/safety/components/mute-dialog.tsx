import type { MuteDuration, MuteRequest } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { type FormEvent, useId, useState } from 'react'
import { useRefreshAfterShield, useSetMute } from '../api'
import { MuteDurationChoice } from './choice-group'

type MuteFormProps = {
  username: string
  pending: boolean
  onCancel: () => void
  onSubmit: (mute: MuteRequest) => void
}

/** How long (1 day, 7 days, forever) and whether only their notifications go. */
export function MuteForm({ username, pending, onCancel, onSubmit }: MuteFormProps) {
  const [duration, setDuration] = useState<MuteDuration>('forever')
  const [notificationsOnly, setNotificationsOnly] = useState(false)
  const ids = useId()
  const hintId = `${ids}-hint`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ duration, notificationsOnly })
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{safetyTexts.mute(username)}</DialogTitle>
        <DialogDescription>{safetyTexts.muteDescription}</DialogDescription>
      </DialogHeader>
      <MuteDurationChoice value={duration} disabled={pending} onChange={setDuration} />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm lg:min-h-10">
        <input
          type="checkbox"
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          checked={notificationsOnly}
          disabled={pending}
          aria-describedby={hintId}
          onChange={(event) => setNotificationsOnly(event.target.checked)}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{safetyTexts.muteNotificationsOnly}</span>
          <span id={hintId} className="text-muted-foreground">
            {safetyTexts.muteNotificationsOnlyHint}
          </span>
        </span>
      </label>
      <DialogFooter>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {safetyTexts.muteShort}
        </Button>
      </DialogFooter>
    </form>
  )
}

type MuteDialogProps = {
  username: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Once muted, before the lists refresh. */
  onMuted?: () => unknown
}

/** "Mute @x": the terms, then the mute; they are not told. Every list refreshes after. */
export function MuteDialog({ username, open, onOpenChange, onMuted }: MuteDialogProps) {
  const refresh = useRefreshAfterShield()
  const setMute = useSetMute()
  const pending = setMute.isPending
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {/* Mounted only while open, so each opening starts from the defaults. */}
        {open ? (
          <MuteForm
            username={username}
            pending={pending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(mute) =>
              setMute.mutate(
                { username, mute },
                {
                  onSuccess: () => {
                    onOpenChange(false)
                    toast.success(safetyTexts.muted(username))
                    void refresh(onMuted)
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
