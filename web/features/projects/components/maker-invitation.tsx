import { makerTexts } from '@common/project-makers'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { ApiError } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Check, X } from 'lucide-react'
import { useMakerAction } from '../maker-api'

type InvitationAnswerProps = {
  projectId: string
  projectName: string
  /** After an answer (the notification's row goes; the project page shows the new makers). */
  onAnswered?: (accepted: boolean) => void
}

const failed = (error: Error) =>
  toast.error(uiTexts.errorTitle, {
    description: error instanceof ApiError ? error.message : makerTexts.actionFailed,
  })

/** Accept and Decline, on the project page and in the invitation's notification. */
export function InvitationAnswer({ projectId, projectName, onAnswered }: InvitationAnswerProps) {
  const action = useMakerAction(projectId)
  const answer = (accepted: boolean) =>
    action.mutate(accepted ? { kind: 'accept' } : { kind: 'decline' }, {
      onSuccess: () => {
        toast.success(accepted ? makerTexts.accepted(projectName) : makerTexts.declined)
        onAnswered?.(accepted)
      },
      onError: failed,
    })
  const pending = action.isPending ? action.variables?.kind : null
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={action.isPending} onClick={() => answer(true)}>
        {pending === 'accept' ? <Spinner /> : <Check aria-hidden />}
        {makerTexts.accept}
      </Button>
      <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => answer(false)}>
        {pending === 'decline' ? <Spinner /> : <X aria-hidden />}
        {makerTexts.decline}
      </Button>
    </div>
  )
}
