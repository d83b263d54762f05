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
import { type FormEvent, useId, useState } from 'react'
import { type ReportRequest, useReport } from '../api'

type ReportDialogProps = {
  type: ReportedType
  /** The post, comment or project id, or the profile's user id. */
  id: string
  /** Whose item it is (for a profile, that member): offered to block or mute with the report. */
  author: { username: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the report (and any block or mute), before lists refresh (a page leaving its item). */
  onReported?: () => unknown
}

/**
 * Asks why, with a note, and offers to block or mute the item's author in the same step (the
 * reported item may leave the screen as soon as the report lands, so nothing waits for a second
 * step); sends it all and tells the member it is queued for review.
 */
export function ReportDialog({
  type,
  id,
  author,
  open,
  onOpenChange,
  onReported,
}: ReportDialogProps) {
  const report = useReport({
    onReported: ({ shielded }, request) => {
      const kind = request.shield?.kind
      if (kind && !shielded) toast.error(reportTexts.shieldFailed(author.username))
      const shieldLine =
        shielded && kind
          ? ` ${kind === 'block' ? safetyTexts.youBlocked(author.username) : reportTexts.youMuted(author.username)}`
          : ''
      toast.success(reportTexts.reported, {
        description: `${reportTexts.reportedDescription}${shieldLine}`,
      })
      onOpenChange(false)
      return onReported?.()
    },
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <ReportForm
          type={type}
          username={author.username}
          pending={report.isPending}
          onCancel={() => onOpenChange(false)}
          onSubmit={(why) =>
            report.mutate(
              { type, id, ...why },
              { onError: (error) => toast.error(errorMessage(error, reportTexts.failed)) },
            )
          }
        />
      </DialogContent>
    </Dialog>
  )
}

type ReportFormProps = {
  type: ReportedType
  /** The item's author, offered to block or mute. */
  username: string
  pending: boolean
  onCancel: () => void
  onSubmit: (why: Pick<ReportRequest, 'reason' | 'note' | 'shield'>) => void
}

/**
 * The reasons as a radio group; a note, asked for with "Something else" and optional else; and
 * block or mute the author (block covers mute, so ticking it turns mute off).
 */
function ReportForm({ type, username, pending, onCancel, onSubmit }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [note, setNote] = useState('')
  const [shield, setShield] = useState<'block' | 'mute' | null>(null)
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
    onSubmit({
      reason,
      ...(trimmed ? { note: trimmed } : {}),
      ...(shield ? { shield: { username, kind: shield } } : {}),
    })
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
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{reportTexts.alsoLegend}</legend>
        <ShieldChoice
          label={safetyTexts.block(username)}
          hint={reportTexts.blockHint}
          checked={shield === 'block'}
          disabled={pending}
          onChange={(checked) => setShield(checked ? 'block' : null)}
        />
        <ShieldChoice
          label={safetyTexts.mute(username)}
          hint={reportTexts.muteHint}
          checked={shield === 'mute' || shield === 'block'}
          disabled={pending || shield === 'block'}
          onChange={(checked) => setShield(checked ? 'mute' : null)}
        />
      </fieldset>
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

type ShieldChoiceProps = {
  label: string
  hint: string
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}

function ShieldChoice({ label, hint, checked, disabled, onChange }: ShieldChoiceProps) {
  const hintId = useId()
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm has-disabled:cursor-default lg:min-h-10">
      <input
        type="checkbox"
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{label}</span>
        <span id={hintId} className="text-muted-foreground">
          {hint}
        </span>
      </span>
    </label>
  )
}
