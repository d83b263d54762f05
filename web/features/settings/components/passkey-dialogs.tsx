import { passkeyTexts } from '@common/passkey-texts'
import { type Passkey, renamePasskeySchema } from '@common/passkeys'
import { zodResolver } from '@hookform/resolvers/zod'
import { ConfirmDialog } from '@web/components/confirm-dialog'
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
import { SubmitButton } from '@web/components/ui/submit-button'
import { errorMessage } from '@web/lib/api'
import { isPasskeyCancelled, passkeyFailure } from '@web/lib/passkey-errors'
import { toast } from '@web/lib/toast'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../passkeys-api'

/** A dialog asking for a passkey's name: adding one, or renaming it. */
function NameDialog(props: {
  trigger: ReactNode
  title: string
  lead?: string
  initialName: string
  submitLabel: string
  isPending: boolean
  onSubmit: (name: string, close: () => void) => void
}) {
  const [isOpen, setIsOpen] = useState(false)
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(renamePasskeySchema),
    defaultValues: { name: props.initialName },
  })
  const error = formState.errors.name?.message
  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (open) reset({ name: props.initialName })
  }
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          {props.lead ? <DialogDescription>{props.lead}</DialogDescription> : null}
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={handleSubmit(({ name }) => props.onSubmit(name, () => changeOpen(false)))}
        >
          <FormField id="passkey-name" label={passkeyTexts.name} error={error}>
            <Input
              id="passkey-name"
              autoComplete="off"
              maxLength={80}
              {...fieldAria('passkey-name', error)}
              {...register('name')}
            />
          </FormField>
          <DialogFooter>
            <SubmitButton pending={props.isPending}>{props.submitLabel}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 'Add a passkey': a name, then the browser's own prompt saves the key. */
export function AddPasskeyDialog({ disabled }: { disabled: boolean }) {
  const add = useAddPasskey()
  return (
    <NameDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          {passkeyTexts.add}
        </Button>
      }
      title={passkeyTexts.addTitle}
      lead={passkeyTexts.addLead}
      initialName={passkeyTexts.defaultName}
      submitLabel={passkeyTexts.continue}
      isPending={add.isPending}
      onSubmit={(name, close) =>
        add.mutate(name, {
          onSuccess: () => {
            toast.success(passkeyTexts.added)
            close()
          },
          onError: (error) =>
            isPasskeyCancelled(error)
              ? toast.info(passkeyTexts.cancelled)
              : toast.error(passkeyFailure(error, passkeyTexts.saveFailed)),
        })
      }
    />
  )
}

export function RenamePasskeyDialog({ passkey }: { passkey: Passkey }) {
  const rename = useRenamePasskey()
  return (
    <NameDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`${passkeyTexts.rename}: ${passkey.name}`}>
          {passkeyTexts.rename}
        </Button>
      }
      title={passkeyTexts.renameTitle}
      initialName={passkey.name}
      submitLabel={passkeyTexts.save}
      isPending={rename.isPending}
      onSubmit={(name, close) =>
        rename.mutate(
          { id: passkey.id, name },
          {
            onSuccess: () => {
              toast.success(passkeyTexts.renamed)
              close()
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  )
}

export function RemovePasskeyDialog({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`${passkeyTexts.remove}: ${passkey.name}`}>
          {passkeyTexts.remove}
        </Button>
      }
      title={passkeyTexts.removeTitle(passkey.name)}
      description={passkeyTexts.removeLead}
      confirmLabel={passkeyTexts.remove}
      cancelLabel={passkeyTexts.cancel}
      closesOnConfirm
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: () => toast.success(passkeyTexts.removed),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    />
  )
}
