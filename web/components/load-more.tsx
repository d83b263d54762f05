import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { uiTexts } from '@web/lib/ui-texts'
import { useEffect, useRef } from 'react'

type LoadMoreProps = { isLoading: boolean; onLoadMore: () => void; label?: string }

/**
 * The end of an infinite list: loads the next page as it nears the screen; the button serves
 * keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({ isLoading, onLoadMore, label = uiTexts.loadMore }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null)
  const loadMoreRef = useRef(onLoadMore)
  loadMoreRef.current = onLoadMore

  // Re-observing after each page also catches a sentinel that is still on screen.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (isLoading || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [isLoading])

  return (
    <div ref={sentinelRef} className="flex justify-center py-2">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? <Spinner /> : null}
        {label}
      </Button>
    </div>
  )
}
