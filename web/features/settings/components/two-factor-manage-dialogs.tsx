import {
  regenerateBackupCodesSchema,
  securityTexts,
  twoFactorDisableSchema,
} from '@common/security'
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
import { PasswordInput } from '@web/components/ui/password-input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { toast } from '@web/lib/toast'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useDisableTwoFactor, useRegenerateBackupCodes } from '../security-api'
import { BackupCodes } from './backup-codes'
import { showFieldErrors } from './two-factor-setup-dialog'

/** 'New backup codes': the password, then the new codes (the old ones stop working). */
export function RegenerateCodesDialog({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const regenerate = useRegenerateBackupCodes()
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(regenerateBackupCodesSchema),
    defaultValues: { password: '' },
  })
  const error = formState.errors.password?.message
  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (!open) {
      setCodes(null)
      reset()
    }
  }
  const onSubmit = handleSubmit(({ password }) =>
    regenerate.mutate(password, {
      onSuccess: ({ backupCodes }) => setCodes(backupCodes),
      onError: (failure) => showFieldErrors(failure, setError, ['password']),
    }),
  )
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {securityTexts.regenerateCodes}
        </Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(event) => codes && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>
            {codes ? securityTexts.backupCodesTitle : securityTexts.regenerateCodes}
          </DialogTitle>
          <DialogDescription>
            {codes ? securityTexts.backupCodesLead : securityTexts.regenerateLead}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <BackupCodes codes={codes} email={email} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{securityTexts.savedThem}</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              id="regenerate-password"
              label={securityTexts.confirmPasswordTitle}
              error={error}
            >
              <PasswordInput
                id="regenerate-password"
                autoComplete="current-password"
                {...fieldAria('regenerate-password', error)}
                {...register('password')}
              />
            </FormField>
            <DialogFooter>
              <SubmitButton pending={regenerate.isPending}>
                {securityTexts.regenerateCodes}
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** 'Turn off': the password and a code from the app (or a backup code). */
export function DisableTwoFactorDialog() {
  const [isOpen, setIsOpen] = useState(false)
  const disable = useDisableTwoFactor()
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  })
  const { errors } = formState
  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (!open) reset()
  }
  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        toast.success(securityTexts.twoFactorDisabled)
        changeOpen(false)
      },
      onError: (failure) => showFieldErrors(failure, setError, ['password', 'code']),
    }),
  )
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {securityTexts.turnOff}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{securityTexts.turnOffTitle}</DialogTitle>
          <DialogDescription>{securityTexts.turnOffLead}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            id="disable-password"
            label={securityTexts.confirmPasswordTitle}
            error={errors.password?.message}
          >
            <PasswordInput
              id="disable-password"
              autoComplete="current-password"
              {...fieldAria('disable-password', errors.password?.message)}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="disable-code"
            label={securityTexts.codeOrBackup}
            error={errors.code?.message}
          >
            <Input
              id="disable-code"
              autoComplete="one-time-code"
              className="font-mono"
              {...fieldAria('disable-code', errors.code?.message)}
              {...register('code')}
            />
          </FormField>
          <DialogFooter>
            <SubmitButton variant="destructive" pending={disable.isPending}>
              {securityTexts.turnOff}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
