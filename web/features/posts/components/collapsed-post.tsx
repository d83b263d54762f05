import { safetyTexts } from '@common/safety-texts'
import { useId } from 'react'

/**
 * A post in a list with a word the viewer muted behind a warning (issue 31 §2): one dashed row,
 * as a collapsed comment looks (collapsed-comment.tsx), and Show brings the card back.
 */
export function CollapsedPost({ onShow }: { onShow: () => void }) {
  const textId = useId()
  return (
    <div
      // In lists, j/k move focus from card to card (see features/shortcuts); this row is one.
      data-post-card=""
      tabIndex={-1}
      className="flex items-center justify-between gap-2 rounded-2xl border border-dashed border-border px-4 py-2 text-sm text-muted-foreground sm:px-5"
    >
      <p id={textId} className="py-0.5 italic">
        {safetyTexts.hiddenMutedWord}
      </p>
      <button
        type="button"
        aria-describedby={textId}
        onClick={onShow}
        className="inline-flex h-8 max-lg:h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-full px-3 text-xs font-medium text-foreground hover:bg-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        {safetyTexts.show}
      </button>
    </div>
  )
}
