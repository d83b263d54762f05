import { changeEmailFormSchema } from '@common/settings'
import { settingsTexts } from '@common/settings-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { ApiError, errorMessage } from '@web/lib/api'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useChangeEmail } from '../api'

type EmailForm = { newEmail: string }

function ChangeEmailForm({
  currentEmail,
  onSent,
}: {
  currentEmail: string
  onSent: (to: string) => void
}) {
  const changeEmail = useChangeEmail()
  const { register, handleSubmit, formState, setError } = useForm<EmailForm>({
    resolver: zodResolver(changeEmailFormSchema(currentEmail)),
    defaultValues: { newEmail: '' },
  })
  const error = formState.errors.newEmail?.message

  const onSubmit = handleSubmit(({ newEmail }) =>
    changeEmail.mutate(newEmail, {
      onSuccess: ({ sentTo }) => onSent(sentTo),
      onError: (failure) => {
        const message =
          failure instanceof ApiError && failure.status < 500
            ? errorMessage(failure, settingsTexts.emailUpdateFailed)
            : settingsTexts.emailUpdateFailed
        setError('newEmail', { message }, { shouldFocus: true })
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="new-email" label={settingsTexts.newEmail} error={error}>
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('new-email', error)}
          {...register('newEmail')}
        />
      </FormField>
      <DialogFooter>
        <SubmitButton pending={changeEmail.isPending}>
          {settingsTexts.sendConfirmation}
        </SubmitButton>
      </DialogFooter>
    </form>
  )
}

/** 'Change' opens it: a link goes to the new address, which takes effect once opened. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (!open) setSentTo(null)
  }

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {settingsTexts.change}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{settingsTexts.changeEmailTitle}</DialogTitle>
          <DialogDescription>
            {sentTo ? settingsTexts.checkInbox : settingsTexts.currentEmailIs(currentEmail)}
          </DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <>
            <p role="status" className="flex gap-3 rounded-xl bg-primary-soft p-4 text-sm">
              <MailCheck className="size-5 shrink-0 text-link" aria-hidden />
              {settingsTexts.emailChangeSent(sentTo)}
            </p>
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{settingsTexts.done}</Button>
            </DialogFooter>
          </>
        ) : (
          <ChangeEmailForm currentEmail={currentEmail} onSent={setSentTo} />
        )}
      </DialogContent>
    </Dialog>
  )
}
