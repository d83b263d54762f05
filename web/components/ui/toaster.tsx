import { limits } from '@common/texts'
import { Toaster as Sonner } from 'sonner'

export function Toaster() {
  return (
    <Sonner
      theme="system"
      position="top-center"
      duration={limits.toastDurationMs}
      visibleToasts={limits.toastsVisible}
      closeButton
    />
  )
}
