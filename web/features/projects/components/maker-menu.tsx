import { type Maker, makerTexts } from '@common/project-makers'
import type { Project } from '@common/projects'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { Button } from '@web/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { Spinner } from '@web/components/ui/spinner'
import { ApiError } from '@web/lib/api'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Crown, Ellipsis, LogOut, UserMinus, X } from 'lucide-react'
import { useState } from 'react'
import { useMakerAction } from '../maker-api'

const failed = (error: Error) =>
  toast.error(uiTexts.errorTitle, {
    description: error instanceof ApiError ? error.message : makerTexts.actionFailed,
  })

/** The owner's menu on a maker: make them the owner, or remove them. */
export function MakerMenu({ projectId, maker }: { projectId: string; maker: Maker }) {
  const action = useMakerAction(projectId)
  const [dialog, setDialog] = useState<'transfer' | 'remove' | null>(null)
  const run = (kind: 'transfer' | 'remove') =>
    action.mutate(
      { kind, username: maker.username },
      {
        onSuccess: () => {
          toast.success(kind === 'transfer' ? makerTexts.transferred : makerTexts.removed)
          setDialog(null)
        },
        onError: failed,
      },
    )
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={makerTexts.makerOptions(maker.username)}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDialog('transfer')}>
            <Crown aria-hidden />
            {makerTexts.makeOwner}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setDialog('remove')}>
            <UserMinus aria-hidden />
            {makerTexts.remove}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={dialog === 'transfer'}
        onOpenChange={(open) => setDialog(open ? 'transfer' : null)}
        title={makerTexts.transferConfirm(maker.username)}
        description={makerTexts.transferDescription}
        confirmLabel={makerTexts.makeOwner}
        cancelLabel={makerTexts.cancel}
        variant="primary"
        pending={action.isPending}
        onConfirm={() => run('transfer')}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={makerTexts.removeLabel(maker.username)}
        description={makerTexts.removeDescription}
        confirmLabel={makerTexts.remove}
        cancelLabel={makerTexts.cancel}
        pending={action.isPending}
        onConfirm={() => run('remove')}
      />
    </>
  )
}

/** The owner revokes a pending invitation (no confirmation: inviting again is one step). */
export function RevokeButton({ projectId, username }: { projectId: string; username: string }) {
  const action = useMakerAction(projectId)
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={makerTexts.revokeLabel(username)}
      disabled={action.isPending}
      onClick={() =>
        action.mutate(
          { kind: 'revoke', username },
          { onSuccess: () => toast.success(makerTexts.revoked), onError: failed },
        )
      }
    >
      {action.isPending ? <Spinner /> : <X aria-hidden />}
      {makerTexts.revoke}
    </Button>
  )
}

/** A co-maker leaves the project, after confirming. */
export function LeaveProjectButton({ project }: { project: Project }) {
  const me = useMe()
  const action = useMakerAction(project.id)
  const [open, setOpen] = useState(false)
  if (!me) return null
  return (
    <div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        {makerTexts.leave}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={makerTexts.leaveConfirm}
        description={makerTexts.leaveDescription}
        confirmLabel={makerTexts.leave}
        cancelLabel={makerTexts.cancel}
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(
            { kind: 'remove', username: me.username },
            {
              onSuccess: () => {
                toast.success(makerTexts.left)
                setOpen(false)
              },
              onError: failed,
            },
          )
        }
      />
    </div>
  )
}
