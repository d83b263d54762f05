import {
  changePasswordFormSchema,
  type ChangePasswordForm as FormValues,
  settingsTexts,
} from '@common/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { PasswordInput } from '@web/components/ui/password-input'
import { Spinner } from '@web/components/ui/spinner'
import { ApiError, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useForm } from 'react-hook-form'
import { useChangePassword } from '../api'

const fields = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: settingsTexts.currentPassword,
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'new-password',
    label: uiTexts.newPassword,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'confirm-password',
    label: settingsTexts.confirmNewPassword,
    autoComplete: 'new-password',
  },
] as const

/** Ends the member's other sessions; this browser stays signed in. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword()
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors } = formState
  const isIncomplete = !watch('newPassword') || !watch('confirmPassword')

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset()
          toast.success(settingsTexts.passwordUpdated)
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const { name } of fields) {
              const message = error.fields[name]
              if (message) setError(name, { message }, { shouldFocus: true })
            }
          }
          toast.error(errorMessage(error))
        },
      },
    ),
  )

  return (
    <Card className="p-5">
      <h2 id="change-password-title" className="mb-4 text-base font-semibold">
        {settingsTexts.changePasswordTitle}
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="change-password-title"
        className="grid gap-4"
      >
        {fields.map(({ name, id, label, autoComplete }) => {
          const error = errors[name]?.message
          const hint = name === 'newPassword' ? uiTexts.passwordHint : undefined
          return (
            <FormField key={name} id={id} label={label} error={error} hint={hint}>
              <PasswordInput
                id={id}
                autoComplete={autoComplete}
                {...fieldAria(id, error, Boolean(hint))}
                {...register(name)}
              />
            </FormField>
          )
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={isIncomplete || changePassword.isPending}>
            {changePassword.isPending ? <Spinner /> : null}
            {uiTexts.updatePassword}
          </Button>
        </div>
      </form>
    </Card>
  )
}
