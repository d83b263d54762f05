import { safetyTexts } from '@common/safety-texts'
import { cn } from '@web/lib/cn'
import { useId } from 'react'

type CollapsedPostProps = {
  onShow: () => void
  /**
   * `card` (the default) stands for a post card in a list of them, and is one of the cards j/k
   * move through; `row` stands for a row among search results (their padding, no j/k stop, as
   * the rows around it are none).
   */
  variant?: 'card' | 'row'
}

/**
 * A post with a word the viewer muted behind a warning (issue 31 §2): one dashed row, as a
 * collapsed comment looks (collapsed-comment.tsx), and Show brings the post back. Feeds and other
 * lists of cards (post-card.tsx) and search results (search/components/result-rows.tsx) use it.
 */
export function CollapsedPost({ onShow, variant = 'card' }: CollapsedPostProps) {
  const textId = useId()
  const isCard = variant === 'card'
  return (
    <div
      // In lists, j/k move focus from card to card (see features/shortcuts); this row is one.
      data-post-card={isCard ? '' : undefined}
      tabIndex={isCard ? -1 : undefined}
      className={cn(
        'flex items-center justify-between gap-2 border border-dashed border-border text-sm text-muted-foreground',
        isCard ? 'rounded-2xl px-4 py-2 sm:px-5' : 'rounded-xl py-1.5 pr-1.5 pl-3',
      )}
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
