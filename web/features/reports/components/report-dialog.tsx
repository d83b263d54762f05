import {
  type ReportedType,
  reportActionLabel,
  reportDialogTitle,
  reportTexts,
} from '@common/report-texts'
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
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useReport } from '../api'

type ReportDialogProps = {
  type: ReportedType
  /** The post, comment or project id, or the profile's user id. */
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the report, before lists refresh (a page leaving its now hidden item). */
  onReported?: () => unknown
}

/** Confirms a report, sends it, and tells the member it is queued for review. */
export function ReportDialog({ type, id, open, onOpenChange, onReported }: ReportDialogProps) {
  const report = useReport({
    onReported: () => {
      toast.success(reportTexts.reported, { description: reportTexts.reportedDescription })
      onOpenChange(false)
      return onReported?.()
    },
  })

  const submit = (event: React.MouseEvent) => {
    // Keep the dialog open (and its button disabled) until the server answers.
    event.preventDefault()
    report.mutate(
      { type, id },
      { onError: (error) => toast.error(errorMessage(error, reportTexts.failed)) },
    )
  }

  const changeOpen = (next: boolean) => {
    if (!report.isPending) onOpenChange(next)
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{reportDialogTitle(type)}</AlertDialogTitle>
          <AlertDialogDescription>{reportTexts.dialogDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={report.isPending}>{uiTexts.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={submit} disabled={report.isPending}>
            {report.isPending ? <Spinner /> : null}
            {reportActionLabel(type)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
