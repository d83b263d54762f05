import { exploreTexts } from '@common/explore-texts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '@web/components/load-more'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { useMe } from '@web/lib/session'
import { Users } from 'lucide-react'
import { makersQueryOptions } from '../api'
import { MakerRow } from './maker-row'

/** Why a maker is suggested: shared follows first, else their projects. */
export function suggestionReason(maker: { followedByCount: number; projectCount: number }) {
  return maker.followedByCount > 0
    ? exploreTexts.followedBy(maker.followedByCount)
    : exploreTexts.projectCount(maker.projectCount)
}

export function MakerRowSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'flex h-16 items-center gap-3' : 'flex items-center gap-3 py-3'}>
      <Skeleton className={compact ? 'size-8 rounded-full' : 'size-10 rounded-full'} />
      <div className="grid flex-1 gap-1.5">
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  )
}

/** Makers to follow on Explore, page after page; members can dismiss each for good. */
export function MakerList() {
  const me = useMe()
  const query = useInfiniteQuery(makersQueryOptions())
  if (query.isPending) {
    return (
      <div role="status" aria-label={exploreTexts.loading} className="divide-y divide-border">
        {[0, 1, 2, 3].map((index) => (
          <MakerRowSkeleton key={index} />
        ))}
      </div>
    )
  }
  const makers = query.data?.pages.flatMap((page) => page.items) ?? []
  if (makers.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={query.isError ? exploreTexts.listFailed : exploreTexts.noMakers}
        description={query.isError ? undefined : exploreTexts.noMakersDescription}
      />
    )
  }
  return (
    <>
      <ul className="divide-y divide-border">
        {makers.map((maker) => (
          <li key={maker.id}>
            <MakerRow
              maker={{ ...maker, reason: suggestionReason(maker) }}
              canDismiss={Boolean(me)}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && !query.isError ? (
        <LoadMore
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage()
          }}
        />
      ) : null}
    </>
  )
}
