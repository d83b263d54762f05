import {
  type ReportedType,
  type ReportReason,
  reportActionLabel,
  reportDialogTitle,
  reportNoteMax,
  reportReasonLabels,
  reportReasonsFor,
  reportTexts,
} from '@common/report-texts'
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
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group'
import { Spinner } from '@web/components/ui/spinner'
import { Textarea } from '@web/components/ui/textarea'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Ban, VolumeX } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useFinishReport, useReport, useShieldMember } from '../api'

type ReportDialogProps = {
  type: ReportedType
  /** The post, comment or project id, or the profile's user id. */
  id: string
  /** Whose item it is (for a profile, that member): offered to block or mute once reported. */
  author: { username: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Once the dialog closes after a report, before lists refresh (a page leaving its item). */
  onReported?: () => unknown
}

/**
 * Asks why, sends the report, then thanks the member and offers to block or mute the item's
 * author in the same dialog, as other networks do. The item stays behind the dialog until it
 * closes; then the page may leave it and the lists refresh.
 */
export function ReportDialog({
  type,
  id,
  author,
  open,
  onOpenChange,
  onReported,
}: ReportDialogProps) {
  const [reported, setReported] = useState(false)
  const finishReport = useFinishReport(type)
  const report = useReport()
  const shield = useShieldMember()
  const busy = report.isPending || shield.isPending

  const close = (shielded = false) => {
    onOpenChange(false)
    if (!reported) return
    setReported(false)
    void finishReport({ onReported, shielded })
  }

  const shieldAuthor = (kind: 'block' | 'mute') =>
    shield.mutate(
      { username: author.username, kind },
      {
        onSuccess: () => {
          const done = kind === 'block' ? safetyTexts.blocked : safetyTexts.muted
          toast.success(done(author.username))
          close(true)
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    )

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !busy && close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {reported ? (
          <>
            <DialogHeader>
              <DialogTitle>{reportTexts.reported}</DialogTitle>
              <DialogDescription>{reportTexts.reportedDescription}</DialogDescription>
            </DialogHeader>
            <p className="text-sm">{reportTexts.alsoShield(author.username)}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="outline" disabled={busy} onClick={() => shieldAuthor('block')}>
                <Ban aria-hidden />
                <span className="truncate">{safetyTexts.block(author.username)}</span>
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => shieldAuthor('mute')}>
                <VolumeX aria-hidden />
                <span className="truncate">{safetyTexts.mute(author.username)}</span>
              </Button>
            </div>
            <DialogFooter>
              <Button disabled={busy} onClick={() => close()}>
                {reportTexts.done}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <ReportForm
            type={type}
            pending={report.isPending}
            onCancel={() => close()}
            onSubmit={(why) =>
              report.mutate(
                { type, id, ...why },
                {
                  onSuccess: () => setReported(true),
                  onError: (error) => toast.error(errorMessage(error, reportTexts.failed)),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

type ReportFormProps = {
  type: ReportedType
  pending: boolean
  onCancel: () => void
  onSubmit: (why: { reason: ReportReason; note?: string }) => void
}

/** The reasons as a radio group, and a note: asked for with "Something else", optional else. */
function ReportForm({ type, pending, onCancel, onSubmit }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const ids = useId()
  const legendId = `${ids}-reason`
  const noteId = `${ids}-note`
  const noteRequired = reason === 'other'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason) return
    const trimmed = note.trim()
    if (noteRequired && !trimmed) {
      setNoteError(reportTexts.noteRequired)
      document.getElementById(noteId)?.focus()
      return
    }
    onSubmit({ reason, ...(trimmed ? { note: trimmed } : {}) })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{reportDialogTitle(type)}</DialogTitle>
        <DialogDescription>{reportTexts.dialogDescription}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <p id={legendId} className="text-sm font-medium">
          {reportTexts.reasonLegend}
        </p>
        <RadioGroup
          aria-labelledby={legendId}
          required
          value={reason}
          disabled={pending}
          onValueChange={(value) => {
            setReason(value as ReportReason)
            setNoteError(undefined)
          }}
        >
          {reportReasonsFor(type).map((choice) => (
            <label
              key={choice}
              htmlFor={`${ids}-${choice}`}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2 text-sm hover:bg-hover has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 lg:min-h-10"
            >
              <RadioGroupItem id={`${ids}-${choice}`} value={choice} />
              {reportReasonLabels[choice]}
            </label>
          ))}
        </RadioGroup>
      </div>
      {reason ? (
        <FormField
          id={noteId}
          label={noteRequired ? reportTexts.noteLabelRequired : reportTexts.noteLabel}
          error={noteError}
        >
          <Textarea
            id={noteId}
            value={note}
            maxLength={reportNoteMax}
            required={noteRequired}
            disabled={pending}
            className="min-h-20"
            onChange={(event) => {
              setNote(event.target.value)
              setNoteError(undefined)
            }}
            {...fieldAria(noteId, noteError)}
          />
        </FormField>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={!reason || pending}>
          {pending ? <Spinner /> : null}
          {reportActionLabel(type)}
        </Button>
      </DialogFooter>
    </form>
  )
}
