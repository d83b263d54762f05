import { moderationTexts } from '@common/moderation-texts'
import type { Page } from '@common/pagination'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { uiTexts } from '@web/lib/ui-texts'
import type { LucideIcon } from 'lucide-react'
import { RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'

type PagedListProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>
  label: string
  emptyIcon: LucideIcon
  emptyText: string
  skeleton: ReactNode
  renderItem: (item: T) => ReactNode
}

/** A moderation list: three placeholders, an error with retry, an empty state, 'Load more'. */
export function PagedList<T>({
  query,
  label,
  emptyIcon,
  emptyText,
  skeleton,
  renderItem,
}: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  if (query.isPending) {
    return (
      <div role="status" aria-label={moderationTexts.loadingList(label)} className="grid gap-3">
        {skeleton}
        {skeleton}
        {skeleton}
      </div>
    )
  }
  if (query.isError && items.length === 0) {
    return (
      <EmptyState
        title={errorMessage(query.error)}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  if (items.length === 0) return <EmptyState icon={emptyIcon} title={emptyText} />
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-3">
        {items.map(renderItem)}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center py-2">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {uiTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
