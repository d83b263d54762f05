import { backupCodePattern, securityTexts } from '@common/security'
import { Button } from '@web/components/ui/button'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { errorMessage, isApiError } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { type FormEvent, useState } from 'react'
import { useVerifySignInCode } from '../api'
import { authTexts } from '../texts'

/** Answers that end the challenge: the password has to be entered again. */
const restartMessages: string[] = [securityTexts.signInExpired, securityTexts.tooManyAttempts]

function problemWith(code: string, backup: boolean): string | null {
  if (!code) return securityTexts.codeRequired
  if (backup) return backupCodePattern.test(code) ? null : securityTexts.codeFormat
  return /^\d{6}$/.test(code) ? null : securityTexts.codeFormat
}

/**
 * The code screen of a two-factor sign-in, after the password: a 6-digit code from the app or
 * a backup code, and "trust this device for 30 days".
 */
export function TwoFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => void
  onRestart: () => void
}) {
  const verify = useVerifySignInCode()
  const [backup, setBackup] = useState(false)
  const [code, setCode] = useState('')
  const [trustDevice, setTrustDevice] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = backup ? 'sign-in-backup-code' : 'sign-in-code'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const typed = code.replace(/\s/g, '')
    const problem = problemWith(typed, backup)
    setError(problem)
    if (problem) return
    verify.mutate(
      { code: typed, backup, trustDevice },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const message = errorMessage(failure)
          if (isApiError(failure) && restartMessages.includes(message)) {
            toast.error(message)
            onRestart()
            return
          }
          setError(message)
        },
      },
    )
  }

  const switchKind = () => {
    setBackup((value) => !value)
    setCode('')
    setError(null)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {backup ? securityTexts.signInBackupLead : securityTexts.signInCodeLead}
      </p>
      <FormField
        id={id}
        label={backup ? securityTexts.backupCode : securityTexts.code}
        error={error ?? undefined}
      >
        <Input
          id={id}
          // A new field per kind: the browser's one-time-code autofill fits only app codes.
          key={id}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete={backup ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={backup ? 20 : 12}
          className="font-mono tracking-widest"
          {...fieldAria(id, error ?? undefined)}
        />
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 accent-primary"
        />
        {securityTexts.trustDevice}
      </label>
      <SubmitButton size="lg" pending={verify.isPending}>
        {securityTexts.verify}
      </SubmitButton>
      <div className="flex flex-wrap justify-center gap-x-4">
        <Button variant="link" onClick={switchKind}>
          {backup ? securityTexts.useAppCode : securityTexts.useBackupCode}
        </Button>
        {/* Lost the phone and the codes: the password step again (or a reset, from there). */}
        <Button variant="link" onClick={onRestart}>
          {authTexts.backToLogIn}
        </Button>
      </div>
    </form>
  )
}
