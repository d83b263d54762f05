import { launchListTexts } from '@common/launch-list-texts'
import { formatLaunchTime } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { LoadMore } from '@web/components/load-more'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { uiTexts } from '@web/lib/ui-texts'
import { Rocket, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { type LaunchList as LaunchListQuery, useLaunchList } from '../api'
import { formatLaunchDay } from '../launch-days'
import { LaunchRow, LaunchRowSkeleton } from './launch-row'

type LaunchListProps = {
  list: LaunchListQuery
  /** Today's launch day, to name upcoming days (the year only when it is another). */
  today: string
  emptyText: string
  emptyAction?: ReactNode
  topicHref: (topic: string) => string
}

/** A frozen rank when the day or the week is over; the live place in the list before. */
function rankOf(list: LaunchListQuery, launch: Launch, index: number) {
  const frozen = 'day' in list ? launch.dayRank : 'week' in list ? launch.weekRank : null
  return frozen ?? index + 1
}

/** Upcoming launches in day order, one group per launch day. */
function byDay(launches: Launch[]) {
  const groups: { day: string; launches: Launch[] }[] = []
  for (const launch of launches) {
    const last = groups[groups.length - 1]
    if (last?.day === launch.day) last.launches.push(launch)
    else groups.push({ day: launch.day, launches: [launch] })
  }
  return groups
}

/**
 * A leaderboard (a day or a week, ranked by counted votes) or the upcoming launches by day:
 * placeholders, an error with a retry, an empty state, then pages as the end nears. Live counts
 * re-rank the cached pages (launch-cache.ts), so the order here follows them with no request.
 */
export function LaunchList({ list, today, emptyText, emptyAction, topicHref }: LaunchListProps) {
  const query = useLaunchList(list)
  const isUpcoming = 'upcoming' in list
  const launches = query.data?.pages.flatMap((page) => page.items) ?? []

  if (query.isPending) {
    return (
      <div role="status" aria-label={launchListTexts.loading} className="grid grid-cols-1 gap-3">
        {[0, 1, 2].map((index) => (
          <LaunchRowSkeleton key={index} ranked={!isUpcoming} />
        ))}
      </div>
    )
  }
  if (query.isError && launches.length === 0) {
    return (
      <EmptyState
        icon={Rocket}
        title={launchListTexts.listFailed}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }
  if (launches.length === 0) {
    return <EmptyState icon={Rocket} title={emptyText} action={emptyAction} />
  }

  const more =
    query.hasNextPage && !query.isError ? (
      <LoadMore
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => {
          if (!query.isFetchingNextPage) void query.fetchNextPage()
        }}
      />
    ) : null

  if (isUpcoming) {
    return (
      <div className="grid grid-cols-1 gap-6">
        {byDay(launches).map((group) => (
          <section
            key={group.day}
            aria-labelledby={`launch-day-${group.day}`}
            className="grid grid-cols-1 gap-3"
          >
            <div>
              <h2 id={`launch-day-${group.day}`} className="text-base font-semibold">
                {formatLaunchDay(group.day, today)}
              </h2>
              <p className="text-sm text-muted-foreground">
                {launchListTexts.opensAt(formatLaunchTime(group.launches[0]!.startsAt))}
              </p>
            </div>
            <ul className="grid grid-cols-1 gap-3">
              {group.launches.map((launch) => (
                <li key={launch.id}>
                  <LaunchRow launch={launch} topicHref={topicHref} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {more}
      </div>
    )
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <ol className="grid grid-cols-1 gap-3">
        {launches.map((launch, index) => (
          <li key={launch.id}>
            <LaunchRow
              launch={launch}
              rank={rankOf(list, launch, index)}
              topicHref={topicHref}
              headingLevel="h2"
            />
          </li>
        ))}
      </ol>
      {more}
    </div>
  )
}
