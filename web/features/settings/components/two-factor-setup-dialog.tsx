import {
  securityTexts,
  type TwoFactorSetupResult,
  twoFactorConfirmSchema,
  twoFactorSetupSchema,
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
import { ApiError, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { Copy } from 'lucide-react'
import { useState } from 'react'
import { type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form'
import { useConfirmTwoFactor, useSetUpTwoFactor } from '../security-api'
import { BackupCodes } from './backup-codes'

/** Puts the server's field messages under their fields; anything else is a toast. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: Path<T>[],
) {
  let placed = false
  if (error instanceof ApiError) {
    for (const name of names) {
      const message = error.fields[name]
      if (message) {
        setError(name, { message }, { shouldFocus: !placed })
        placed = true
      }
    }
  }
  if (!placed) toast.error(errorMessage(error))
}

function PasswordStep({ onReady }: { onReady: (result: TwoFactorSetupResult) => void }) {
  const setUp = useSetUpTwoFactor()
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(twoFactorSetupSchema),
    defaultValues: { name: securityTexts.defaultFactorName, password: '' },
  })
  const { errors } = formState
  const onSubmit = handleSubmit((values) =>
    setUp.mutate(values, {
      onSuccess: onReady,
      onError: (error) => showFieldErrors(error, setError, ['password', 'name']),
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="two-factor-password"
        label={securityTexts.confirmPasswordTitle}
        error={errors.password?.message}
      >
        <PasswordInput
          id="two-factor-password"
          autoComplete="current-password"
          {...fieldAria('two-factor-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="two-factor-name"
        label={securityTexts.factorName}
        error={errors.name?.message}
        hint={securityTexts.factorNameHint}
      >
        <Input
          id="two-factor-name"
          autoComplete="off"
          {...fieldAria('two-factor-name', errors.name?.message, true)}
          {...register('name')}
        />
      </FormField>
      <DialogFooter>
        <SubmitButton pending={setUp.isPending}>{securityTexts.continue}</SubmitButton>
      </DialogFooter>
    </form>
  )
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

function ScanStep({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetupResult
  onConfirmed: (codes: string[]) => void
}) {
  const confirm = useConfirmTwoFactor()
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  })
  const error = formState.errors.code?.message
  const onSubmit = handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: ({ backupCodes }) => onConfirmed(backupCodes),
      onError: (failure) => showFieldErrors(failure, setError, ['code']),
    }),
  )
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret)
      toast.success(securityTexts.keyCopied)
    } catch {}
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <img
        src={setup.qrCode}
        alt={securityTexts.qrAlt}
        width={176}
        height={176}
        // The code is black on white in both themes: scanners read dark modules on light.
        className="mx-auto size-44 rounded-xl bg-white p-1"
      />
      <div className="grid gap-1">
        <span className="text-sm font-medium">{securityTexts.setupKey}</span>
        <div className="flex items-center gap-2">
          <code
            data-testid="two-factor-secret"
            className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          >
            {grouped(setup.secret)}
          </code>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={securityTexts.copyKey}
            onClick={copyKey}
          >
            <Copy aria-hidden />
          </Button>
        </div>
      </div>
      <FormField
        id="two-factor-code"
        label={securityTexts.code}
        error={error}
        hint={securityTexts.codeHint}
      >
        <Input
          id="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className="font-mono tracking-widest"
          {...fieldAria('two-factor-code', error, true)}
          {...register('code')}
        />
      </FormField>
      <DialogFooter>
        <SubmitButton pending={confirm.isPending}>{securityTexts.verifyAndTurnOn}</SubmitButton>
      </DialogFooter>
    </form>
  )
}

type Step =
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetupResult }
  | { name: 'codes'; codes: string[] }

/**
 * 'Turn on': password (and a name), then the QR code and a current code, then backup codes.
 * Stays mounted once two-factor is on (without its button) so the codes stay on screen.
 */
export function TwoFactorSetupDialog({
  email,
  showTrigger,
}: {
  email: string
  showTrigger: boolean
}) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [isOpen, setIsOpen] = useState(false)
  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (!open) setStep({ name: 'password' })
  }
  const title =
    step.name === 'password'
      ? securityTexts.twoFactorTitle
      : step.name === 'scan'
        ? securityTexts.scanTitle
        : securityTexts.backupCodesTitle
  const lead =
    step.name === 'password'
      ? securityTexts.confirmPasswordLead
      : step.name === 'scan'
        ? securityTexts.scanLead
        : securityTexts.backupCodesLead
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      {showTrigger ? (
        <DialogTrigger asChild>
          <Button size="sm">{securityTexts.turnOn}</Button>
        </DialogTrigger>
      ) : null}
      <DialogContent
        // The backup codes are shown only here: a stray click outside must not lose them.
        onInteractOutside={(event) => step.name === 'codes' && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{lead}</DialogDescription>
        </DialogHeader>
        {step.name === 'password' ? (
          <PasswordStep onReady={(setup) => setStep({ name: 'scan', setup })} />
        ) : step.name === 'scan' ? (
          <ScanStep
            setup={step.setup}
            onConfirmed={(codes) => {
              toast.success(securityTexts.twoFactorEnabled)
              setStep({ name: 'codes', codes })
            }}
          />
        ) : (
          <>
            <BackupCodes codes={step.codes} email={email} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{securityTexts.savedThem}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
