import { launchPageTexts } from '@common/launch-page-texts'
import { launchTexts } from '@common/launch-texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import { Textarea } from '@web/components/ui/textarea'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { type FormEvent, useId, useState } from 'react'
import { useDisqualifyLaunch } from '../api'

const REASON_MAX = 500

type DisqualifyDialogProps = {
  launchId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A moderator disqualifies the launch with a reason (shown on the page and in the log). */
export function DisqualifyDialog({ launchId, open, onOpenChange }: DisqualifyDialogProps) {
  const disqualify = useDisqualifyLaunch(launchId)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const reasonId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    if (!trimmed) {
      setError(launchTexts.reasonRequired)
      document.getElementById(reasonId)?.focus()
      return
    }
    disqualify.mutate(trimmed, {
      onSuccess: () => {
        toast.success(launchPageTexts.disqualifyDone)
        setReason('')
        onOpenChange(false)
      },
      onError: (failure) => toast.error(errorMessage(failure, launchPageTexts.disqualifyFailed)),
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !disqualify.isPending && onOpenChange(next)}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{launchPageTexts.disqualifyTitle}</DialogTitle>
            <DialogDescription>{launchPageTexts.disqualifyDescription}</DialogDescription>
          </DialogHeader>
          <FormField id={reasonId} label={launchPageTexts.reason} error={error}>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX}
              required
              disabled={disqualify.isPending}
              className="min-h-20"
              onChange={(event) => {
                setReason(event.target.value)
                setError(undefined)
              }}
              {...fieldAria(reasonId, error)}
            />
          </FormField>
          <DialogFooter>
            <Button
              variant="outline"
              disabled={disqualify.isPending}
              onClick={() => onOpenChange(false)}
            >
              {uiTexts.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={disqualify.isPending}>
              {disqualify.isPending ? <Spinner /> : null}
              {launchPageTexts.disqualify}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
