import { safetyTexts } from '@common/safety-texts'
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu'
import { Ban, VolumeX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { BlockDialog } from './block-dialog'
import { MuteDialog } from './mute-dialog'

/**
 * "Block @x" and "Mute @x" for a post's or comment's menu, with their dialogs: put `items` in the
 * menu's content and `dialogs` beside the menu (they outlive it). `onShielded` runs once the
 * member is blocked or muted, before the lists refresh and the item leaves them.
 */
export function useShieldMenu(
  username: string,
  onShielded?: () => unknown,
): { items: ReactNode; dialogs: ReactNode } {
  const [dialog, setDialog] = useState<'block' | 'mute' | null>(null)
  const onOpenChange = (kind: 'block' | 'mute') => (open: boolean) => setDialog(open ? kind : null)
  return {
    items: (
      <>
        <DropdownMenuItem onSelect={() => setDialog('mute')}>
          <VolumeX aria-hidden />
          <span className="truncate">{safetyTexts.mute(username)}</span>
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={() => setDialog('block')}>
          <Ban aria-hidden />
          <span className="truncate">{safetyTexts.block(username)}</span>
        </DropdownMenuItem>
      </>
    ),
    dialogs: (
      <>
        <BlockDialog
          username={username}
          open={dialog === 'block'}
          onOpenChange={onOpenChange('block')}
          onBlocked={onShielded}
        />
        <MuteDialog
          username={username}
          open={dialog === 'mute'}
          onOpenChange={onOpenChange('mute')}
          onMuted={onShielded}
        />
      </>
    ),
  }
}
