import { forgotPasswordSchema } from '@common/auth'
import { texts } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { useRequestPasswordReset } from '../api'

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
          <p className="font-semibold">Check your email</p>
          <p className="mt-1 text-muted-foreground">
            {texts.resetLinkSent} We sent it to{' '}
            <strong className="text-foreground">{getValues('email')}</strong>. The link expires
            after a while, so use it soon.
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
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('forgot-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={requestReset.isPending}>
        {requestReset.isPending ? <Spinner /> : null}
        Send reset link
      </Button>
    </form>
  )
}
