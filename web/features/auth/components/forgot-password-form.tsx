import { forgotPasswordSchema } from '@common/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useRequestPasswordReset } from '../api'
import { authTexts } from '../texts'

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset()
  const { register, handleSubmit, formState, getValues } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors } = formState

  if (requestReset.isSuccess) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-primary-soft p-4 text-sm">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-link" aria-hidden />
        <div>
          <p className="font-semibold">{authTexts.checkEmail}</p>
          <p className="mt-1 text-muted-foreground">
            {authTexts.resetLinkSent} {authTexts.sentTo}{' '}
            <strong className="text-foreground">{getValues('email')}</strong>
            {authTexts.linkExpires}
          </p>
        </div>
      </div>
    )
  }

  const onSubmit = handleSubmit(({ email }) =>
    requestReset.mutate(email, { onError: (error) => toast.error(errorMessage(error)) }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="forgot-email" label={uiTexts.email} error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('forgot-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <SubmitButton size="lg" pending={requestReset.isPending}>
        {authTexts.sendResetLink}
      </SubmitButton>
    </form>
  )
}
