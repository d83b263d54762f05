import { settingsTexts } from '@common/settings-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { Button } from '@web/components/ui/button'
import { FormField } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { endSession } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useDeleteAccount } from '../api'

/** Typing DELETE unlocks the button; a dialog asks once more before anything is removed. */
export function DeleteAccountForm() {
  const [typed, setTyped] = useState('')
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)
  const deleteAccount = useDeleteAccount()
  const navigate = useNavigate()
  const isUnlocked = typed === settingsTexts.deleteWord

  const openConfirm = (event: FormEvent) => {
    event.preventDefault()
    if (isUnlocked) setIsConfirmOpen(true)
  }

  const confirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmOpen(false)
        navigate(paths.home(), { replace: true })
        endSession()
        toast.success(settingsTexts.deleteInitiated, {
          description: settingsTexts.deletedDescription,
        })
      },
      onError: (error) => toast.error(errorMessage(error, settingsTexts.deleteFailed)),
    })

  return (
    <form onSubmit={openConfirm} className="grid gap-4">
      <FormField id="delete-confirm" label={settingsTexts.deleteTypeWord}>
        <Input
          id="delete-confirm"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="destructive" disabled={!isUnlocked}>
        <Trash2 aria-hidden />
        {settingsTexts.deleteAccount}
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={settingsTexts.deleteConfirmTitle}
        description={settingsTexts.deleteConfirmBody}
        confirmLabel={uiTexts.confirm}
        pending={deleteAccount.isPending}
        onConfirm={confirm}
      />
    </form>
  )
}
