import { type LogInForm, logInFormSchema } from '@common/auth'
import { texts } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { PasswordInput } from '@web/components/ui/password-input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useSignIn } from '../api'
import { usePasskeyAutofill } from '../passkey-sign-in'
import { authTexts } from '../texts'
import { PasskeyButton } from './passkey-button'

/** `onTwoFactor`: the password was right and the account asks for a code next. */
export function LoginForm({ onTwoFactor }: { onTwoFactor: () => void }) {
  const navigate = useNavigate()
  const signIn = useSignIn()
  const { register, handleSubmit, formState } = useForm<LogInForm>({
    resolver: zodResolver(logInFormSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = formState

  const signedIn = () => {
    toast.success(authTexts.loggedIn)
    navigate(paths.feed(), { replace: true })
  }
  usePasskeyAutofill(signedIn)

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ twoFactor }) => {
        if (twoFactor) return onTwoFactor()
        signedIn()
      },
      onError: (error) => toast.error(errorMessage(error, texts.incorrectLogin)),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="login-email" label={uiTexts.email} error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          // "webauthn": the browser may offer passkeys here too (usePasskeyAutofill).
          autoComplete="username webauthn"
          inputMode="email"
          {...fieldAria('login-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label={authTexts.password} error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...fieldAria('login-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link to={paths.forgotPassword()} className="text-sm font-medium text-link hover:underline">
          {authTexts.forgotPassword}
        </Link>
      </div>
      <SubmitButton size="lg" pending={signIn.isPending}>
        {uiTexts.logIn}
      </SubmitButton>
      <PasskeyButton onSignedIn={signedIn} />
    </form>
  )
}
