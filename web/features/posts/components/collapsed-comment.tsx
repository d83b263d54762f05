import type { CollapsedReason } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { type Ref, useId } from 'react'

const reasonText: Record<CollapsedReason, string> = {
  blocked: safetyTexts.blockedComment,
  hiddenByAuthor: safetyTexts.hiddenByAuthor,
  mutedWord: safetyTexts.hiddenMutedWord,
}

/**
 * A comment the thread shows collapsed (issue 31): the other side of a block (for good), one the
 * post's author hid, or one with a muted word (both readable with Show). Its replies stay below.
 */
export function CollapsedComment({
  reason,
  onShow,
  showButtonRef,
}: {
  reason: CollapsedReason
  /** Absent for a blocked member's comment, which has no text to show. */
  onShow?: () => void
  /** Where focus goes once the post's author has hid the comment (comment-thread.tsx). */
  showButtonRef?: Ref<HTMLButtonElement>
}) {
  const textId = useId()
  return (
    <div className="flex gap-3">
      <div aria-hidden className="size-8 shrink-0 rounded-full bg-muted" />
      <div className="flex min-w-0 flex-1 items-center justify-between gap-2 rounded-2xl border border-dashed px-3.5 py-1.5 text-sm text-muted-foreground">
        <p id={textId} className="py-0.5 italic">
          {reasonText[reason]}
        </p>
        {onShow ? (
          <button
            ref={showButtonRef}
            type="button"
            aria-describedby={textId}
            onClick={onShow}
            className="inline-flex h-8 max-lg:h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-full px-3 text-xs font-medium text-foreground hover:bg-hover focus-visible:outline-2 focus-visible:outline-ring"
          >
            {safetyTexts.show}
          </button>
        ) : null}
      </div>
    </div>
  )
}
