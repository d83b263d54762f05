import { settingsTexts } from '@common/settings-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import { Textarea } from '@web/components/ui/textarea'
import { toast } from '@web/lib/toast'
import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useSendFeedback } from '../api'

const maxLength = 5000

/** One message box; the team reads what is stored with the sender. */
export function FeedbackForm() {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string>()
  const sendFeedback = useSendFeedback()
  const id = 'feedback-message'

  const send = (event: FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    if (!text) return setError(settingsTexts.feedbackRequired)
    sendFeedback.mutate(text, {
      onSuccess: () => {
        setMessage('')
        toast.success(settingsTexts.feedbackSent)
      },
      onError: () => toast.error(settingsTexts.feedbackFailed),
    })
  }

  return (
    <Card className="p-5">
      <form onSubmit={send} noValidate className="grid gap-4">
        <FormField
          id={id}
          label={settingsTexts.feedbackLabel}
          error={error}
          hint={settingsTexts.feedbackHint}
        >
          <Textarea
            id={id}
            rows={7}
            value={message}
            maxLength={maxLength}
            onChange={(event) => {
              setMessage(event.target.value)
              setError(undefined)
            }}
            {...fieldAria(id, error, true)}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={message.length === 0 || sendFeedback.isPending}>
            {sendFeedback.isPending ? <Spinner /> : <Send aria-hidden />}
            {settingsTexts.send}
          </Button>
        </div>
      </form>
    </Card>
  )
}
