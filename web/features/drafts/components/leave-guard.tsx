import { draftScreenTexts } from '@common/draft-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

/**
 * Unsent text is never lost by leaving: moving elsewhere in the app asks first (the text is
 * already in the member's drafts, `beforeLeave` saves the last words), and closing or
 * reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({
  hasUnsent,
  isDone,
  beforeLeave,
}: {
  hasUnsent: boolean
  /** Posted or scheduled: read when leaving, so the navigation that follows is not held. */
  isDone: () => boolean
  beforeLeave: () => Promise<unknown>
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsent && !isDone() && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!hasUnsent) return
    const warn = (event: BeforeUnloadEvent) => {
      if (isDone()) return
      event.preventDefault()
      void beforeLeave()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [hasUnsent, isDone, beforeLeave])

  // Leave closes the dialog too: that close must not reset the navigation it lets through.
  const isLeaving = useRef(false)
  const isOpen = blocker.state === 'blocked'
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => !open && !isLeaving.current && blocker.reset?.()}
      title={draftScreenTexts.leaveTitle}
      description={draftScreenTexts.leaveBody}
      confirmLabel={draftScreenTexts.leave}
      cancelLabel={draftScreenTexts.stay}
      variant="primary"
      closesOnConfirm
      onConfirm={() => {
        isLeaving.current = true
        void beforeLeave().finally(() => {
          blocker.proceed?.()
          isLeaving.current = false
        })
      }}
    />
  )
}
