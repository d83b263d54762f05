import { resetPasswordSchema } from '@common/auth'
import { limits, texts } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { PasswordInput } from '@web/components/ui/password-input'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage, isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { useResetPassword } from '../api'

type ResetPasswordValues = z.infer<typeof resetPasswordSchema>

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetPassword = useResetPassword()
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', repeatPassword: '' },
  })
  const { errors } = formState

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(texts.passwordUpdated)
          navigate(paths.login(), { replace: true })
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="reset-password"
        label="New password"
        error={errors.password?.message}
        hint={`At least ${limits.passwordMin} characters`}
      >
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          {...fieldAria('reset-password', errors.password?.message, true)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="reset-repeat"
        label="Repeat new password"
        error={errors.repeatPassword?.message}
      >
        <PasswordInput
          id="reset-repeat"
          autoComplete="new-password"
          {...fieldAria('reset-repeat', errors.repeatPassword?.message)}
          {...register('repeatPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? <Spinner /> : null}
        Update password
      </Button>
      {isApiError(resetPassword.error, 400) ? (
        <p role="alert" className="text-sm text-danger">
          {resetPassword.error.message}.{' '}
          <Link to={paths.forgotPassword()} className="font-medium text-link underline">
            Request a new link
          </Link>
        </p>
      ) : null}
    </form>
  )
}
