import { safetyTexts } from '@common/safety-texts'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { useRefreshAfterShield, useSetBlock, useSetMute } from '../api'

/**
 * Unblock or unmute at once (no confirmation: it is undone as easily), with a toast; every list
 * refreshes after. Returns the action and whether it is under way.
 */
export function useUndoShield(kind: 'block' | 'mute') {
  const refresh = useRefreshAfterShield()
  const setBlock = useSetBlock()
  const setMute = useSetMute()
  const mutation = kind === 'block' ? setBlock : setMute
  const undo = (username: string) => {
    const callbacks = {
      onSuccess: () => {
        toast.success((kind === 'block' ? safetyTexts.unblocked : safetyTexts.unmuted)(username))
        void refresh()
      },
      onError: (error: unknown) => toast.error(errorMessage(error)),
    }
    if (kind === 'block') setBlock.mutate({ username, blocked: false }, callbacks)
    else setMute.mutate({ username, mute: null }, callbacks)
  }
  return { undo, pending: mutation.isPending }
}
