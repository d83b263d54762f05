import { draftScreenTexts, draftTexts } from '@common/draft-texts'
import { limits } from '@common/texts'
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
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { useState } from 'react'

const pad = (value: number) => String(value).padStart(2, '0')
/** A `datetime-local` value (the member's own clock) for a moment. */
const localValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

/** Picks when a post goes out, in the member's time zone; the server stores the instant (UTC). */
export function ScheduleDialog({
  open,
  onOpenChange,
  onSchedule,
  isPending,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSchedule: (at: Date) => void
  isPending: boolean
}) {
  const [value, setValue] = useState(() => localValue(new Date(Date.now() + 3_600_000)))
  const [error, setError] = useState<string | undefined>()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const now = new Date()
  const max = new Date(now.getTime() + limits.scheduleAheadDaysMax * 86_400_000)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // The dialog renders in a portal, but React bubbles its submit to the composer's form.
    event.stopPropagation()
    // `new Date('YYYY-MM-DDTHH:mm')` reads the member's local time.
    const at = new Date(value)
    const problem = Number.isNaN(at.getTime())
      ? draftTexts.invalidTime
      : at.getTime() <= Date.now()
        ? draftTexts.scheduleInPast
        : at > max
          ? draftTexts.scheduleTooFar
          : undefined
    setError(problem)
    if (!problem) onSchedule(at)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{draftScreenTexts.scheduleTitle}</DialogTitle>
            <DialogDescription>{draftScreenTexts.scheduleHint(zone)}</DialogDescription>
          </DialogHeader>
          <FormField id="schedule-at" label={draftScreenTexts.scheduleLabel} error={error}>
            <Input
              id="schedule-at"
              type="datetime-local"
              value={value}
              min={localValue(now)}
              max={localValue(max)}
              onChange={(event) => {
                setValue(event.target.value)
                setError(undefined)
              }}
              {...fieldAria('schedule-at', error)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {draftScreenTexts.cancel}
            </Button>
            <SubmitButton pending={isPending}>{draftScreenTexts.scheduleConfirm}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
