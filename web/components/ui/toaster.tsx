import { limits } from '@common/texts'
import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

export function Toaster() {
  return (
    <Sonner
      theme="system"
      position="top-center"
      duration={limits.toastDurationMs}
      visibleToasts={limits.toastsVisible}
      closeButton
      style={{ '--border-radius': '14px' } as CSSProperties}
    />
  )
}
