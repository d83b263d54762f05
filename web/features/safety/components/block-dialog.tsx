import { safetyTexts } from '@common/safety-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { Ban } from 'lucide-react'
import { useRefreshAfterShield, useSetBlock } from '../api'

type BlockDialogProps = {
  username: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Once blocked, before the lists refresh (a page leaving the blocked member's item). */
  onBlocked?: () => unknown
}

/** "Block @x?": says what a block does, then blocks; every list refreshes after. */
export function BlockDialog({ username, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const refresh = useRefreshAfterShield()
  const setBlock = useSetBlock()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={safetyTexts.blockConfirmTitle(username)}
      description={safetyTexts.blockConfirmBody}
      confirmLabel={safetyTexts.blockShort}
      icon={<Ban aria-hidden />}
      pending={setBlock.isPending}
      onConfirm={() =>
        setBlock.mutate(
          { username, blocked: true },
          {
            onSuccess: () => {
              onOpenChange(false)
              toast.success(safetyTexts.blocked(username))
              void refresh(onBlocked)
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  )
}
