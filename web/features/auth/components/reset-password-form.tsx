import { resetPasswordSchema } from '@common/auth'
import { texts } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { PasswordInput } from '@web/components/ui/password-input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { errorMessage, isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { useResetPassword } from '../api'
import { authTexts } from '../texts'

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
        label={uiTexts.newPassword}
        error={errors.password?.message}
        hint={uiTexts.passwordHint}
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
        label={authTexts.repeatNewPassword}
        error={errors.repeatPassword?.message}
      >
        <PasswordInput
          id="reset-repeat"
          autoComplete="new-password"
          {...fieldAria('reset-repeat', errors.repeatPassword?.message)}
          {...register('repeatPassword')}
        />
      </FormField>
      <SubmitButton size="lg" pending={resetPassword.isPending}>
        {uiTexts.updatePassword}
      </SubmitButton>
      {isApiError(resetPassword.error, 400) ? (
        <p role="alert" className="text-sm text-danger">
          {resetPassword.error.message}.{' '}
          <Link to={paths.forgotPassword()} className="font-medium text-link underline">
            {authTexts.requestNewLink}
          </Link>
        </p>
      ) : null}
    </form>
  )
}
