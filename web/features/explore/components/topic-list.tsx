import type { TrendingWindow } from '@common/explore'
import { exploreTexts } from '@common/explore-texts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '@web/components/load-more'
import { Skeleton } from '@web/components/ui/skeleton'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { Hash } from 'lucide-react'
import { Link } from 'react-router'
import { topicsQueryOptions } from '../api'

type TopicListProps = {
  window: TrendingWindow
  /** The rail shows one page of `limit` and no more; Explore pages on. */
  limit?: number
  paginate?: boolean
  /** Rows are this tall while loading and after, so nothing below moves (the rail's CLS). */
  compact?: boolean
}

const rowHeight = { compact: 'h-12', roomy: 'h-14' }

/** Trending hashtags, each a link to its tag page with how many made and posted it. */
export function TopicList({
  window,
  limit = 20,
  paginate = true,
  compact = false,
}: TopicListProps) {
  const query = useInfiniteQuery(topicsQueryOptions(window, limit))
  const height = compact ? rowHeight.compact : rowHeight.roomy
  if (query.isPending) {
    return (
      <ol role="status" aria-label={exploreTexts.loading} className="grid">
        {Array.from({ length: compact ? limit : 5 }, (_, index) => (
          <li key={index} className={cn('flex items-center gap-3 px-2', height)}>
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ol>
    )
  }
  const topics = query.data?.pages.flatMap((page) => page.items) ?? []
  if (query.isError && topics.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{exploreTexts.listFailed}</p>
  }
  if (topics.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{exploreTexts.noTopics}</p>
  }
  return (
    <>
      <ol className="grid grid-cols-1">
        {topics.map((topic, index) => (
          <li key={topic.tag}>
            <Link
              to={paths.tag(topic.tag)}
              className={cn(
                'flex items-center gap-3 rounded-xl px-2 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-ring',
                height,
              )}
            >
              <span
                aria-hidden
                className="w-5 text-right text-xs tabular-nums text-muted-foreground"
              >
                {index + 1}
              </span>
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-link"
              >
                <Hash className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">#{topic.tag}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {exploreTexts.topicStats(topic.authorCount, topic.postCount)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      {paginate && query.hasNextPage && !query.isError ? (
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
