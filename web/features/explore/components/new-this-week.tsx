import { exploreTexts } from '@common/explore-texts'
import { relativeTime } from '@common/relative-time'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '@web/components/load-more'
import { ProjectList } from '@web/features/projects/components/project-list'
import { exploreKeys, fetchLaunchedProjectsPage, newMakersQueryOptions } from '../api'
import { MakerRowSkeleton } from './maker-list'
import { MakerRow } from './maker-row'

function NewMakers() {
  const query = useInfiniteQuery(newMakersQueryOptions)
  if (query.isPending) {
    return (
      <div role="status" aria-label={exploreTexts.loading}>
        <MakerRowSkeleton />
        <MakerRowSkeleton />
      </div>
    )
  }
  const makers = query.data?.pages.flatMap((page) => page.items) ?? []
  if (makers.length === 0) {
    return (
      <p className="py-3 text-sm text-muted-foreground">
        {query.isError ? exploreTexts.listFailed : exploreTexts.noNewMakers}
      </p>
    )
  }
  return (
    <>
      <ul className="divide-y divide-border">
        {makers.map((maker) => (
          <li key={maker.id}>
            <MakerRow
              maker={{
                ...maker,
                reason: exploreTexts.joinedAgo(relativeTime(maker.joinedAt)),
              }}
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

/** New members with a project, then the latest launches. */
export function NewThisWeek() {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="explore-new-makers" className="grid gap-2">
        <h2 id="explore-new-makers" className="text-base font-semibold">
          {exploreTexts.newMakers}
        </h2>
        <NewMakers />
      </section>
      <section aria-labelledby="explore-launched" className="grid gap-3">
        <h2 id="explore-launched" className="text-base font-semibold">
          {exploreTexts.newProjects}
        </h2>
        <ProjectList
          queryKey={exploreKeys.launched()}
          fetchPage={fetchLaunchedProjectsPage}
          emptyText={exploreTexts.noNewProjects}
        />
      </section>
    </div>
  )
}
