import { type SignUpForm as SignUpFormInput, signUpFormSchema } from '@common/auth'
import { texts } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { PasswordInput } from '@web/components/ui/password-input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { ApiError, errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { completeSignUpIntent, readSignUpIntent } from '@web/lib/sign-up-intent'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { useSignUp } from '../api'
import { authTexts } from '../texts'
import { DigestChoice } from './digest-choice'

type SignUpValues = z.output<typeof signUpFormSchema>
type FieldName = keyof SignUpFormInput

/** Server field names that map onto this form's fields. */
const serverFieldToFormField: Record<string, FieldName> = {
  name: 'username',
  username: 'username',
  email: 'email',
  password: 'password',
}

/** Which field a conflict belongs to: the server words it as "username" or "email". */
function conflictField(error: ApiError): FieldName | null {
  if (error.message === texts.usernameTaken || /username/i.test(error.message)) return 'username'
  if (error.code === 'conflict' && /email/i.test(error.message)) return 'email'
  return null
}

export function SignUpForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const signUp = useSignUp()
  const { register, handleSubmit, formState, setError } = useForm<
    SignUpFormInput,
    unknown,
    SignUpValues
  >({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { username: '', email: '', password: '', repeatPassword: '' },
  })
  const { errors } = formState
  // The weekly digest is on for new members; they may say no here (decision 031).
  const [digest, setDigest] = useState(true)

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError) {
      const field = conflictField(error)
      if (field) setError(field, { message: error.message }, { shouldFocus: true })
      for (const [serverField, message] of Object.entries(error.fields)) {
        const formField = serverFieldToFormField[serverField]
        if (formField) setError(formField, { message })
      }
    }
    toast.error(errorMessage(error))
  }

  const onSubmit = handleSubmit(({ username, email, password }) =>
    signUp.mutate(
      { username, email, password, digest },
      {
        onSuccess: async () => {
          toast.success(authTexts.accountCreated)
          // Back to what the visitor was doing, with the action they pressed done (issue 20 §3).
          const { next, intent } = readSignUpIntent(searchParams)
          const destination = await completeSignUpIntent(intent, next).catch((error) => {
            toast.error(errorMessage(error))
            return next ?? paths.feed()
          })
          // Straight to /feed, the onboarding opens over it (web/features/onboarding).
          const isPlain = !intent && !next
          navigate(destination, { replace: true, state: isPlain ? { onboarding: true } : null })
        },
        onError: showServerError,
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="signup-username"
        label={uiTexts.username}
        error={errors.username?.message}
        hint={uiTexts.usernameHint}
      >
        <Input
          id="signup-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria('signup-username', errors.username?.message, true)}
          {...register('username')}
        />
      </FormField>
      <FormField id="signup-email" label={uiTexts.email} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('signup-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="signup-password"
        label={authTexts.password}
        error={errors.password?.message}
        hint={uiTexts.passwordHint}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...fieldAria('signup-password', errors.password?.message, true)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="signup-repeat"
        label={authTexts.repeatPassword}
        error={errors.repeatPassword?.message}
      >
        <PasswordInput
          id="signup-repeat"
          autoComplete="new-password"
          {...fieldAria('signup-repeat', errors.repeatPassword?.message)}
          {...register('repeatPassword')}
        />
      </FormField>
      <DigestChoice checked={digest} onChange={setDigest} />
      <SubmitButton size="lg" pending={signUp.isPending}>
        {authTexts.createAccount}
      </SubmitButton>
    </form>
  )
}
