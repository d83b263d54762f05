import {
  type ReportedType,
  reportActionLabel,
  reportDialogTitle,
  reportTexts,
} from '@common/report-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
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

  const submit = () =>
    report.mutate(
      { type, id },
      { onError: (error) => toast.error(errorMessage(error, reportTexts.failed)) },
    )

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reportDialogTitle(type)}
      description={reportTexts.dialogDescription}
      confirmLabel={reportActionLabel(type)}
      pending={report.isPending}
      onConfirm={submit}
    />
  )
}
