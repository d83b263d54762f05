import { launchListTexts } from '@common/launch-list-texts'
import { launchButtonTexts } from '@common/launch-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Skeleton } from '@web/components/ui/skeleton'
import { useLiveLaunchDay } from '@web/lib/live-events'
import { paths } from '@web/lib/paths'
import { ChevronUp } from 'lucide-react'
import { Link } from 'react-router'
import { useLaunchList } from '../api'
import { useLaunchToday } from '../launch-days'
import { LaunchRow, LaunchRowSkeleton } from './launch-row'

const TOP = 3

const topicHref = (topic: string) => `${paths.launches()}?topic=${encodeURIComponent(topic)}`

const seeAllClassName =
  'rounded-md text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring'

/**
 * Today's top launches on Explore and the landing page, live: the list is the Today
 * leaderboard's own cached first page (one request, the same live counts), cut to the top 3.
 */
export function TodaysLaunches({ headingClassName }: { headingClassName?: string }) {
  const today = useLaunchToday()
  const query = useLaunchList({ day: today })
  useLiveLaunchDay(today)
  const launches = query.data?.pages[0]?.items.slice(0, TOP) ?? []
  return (
    <section
      aria-labelledby="todays-launches"
      className="grid min-w-0 grid-cols-1 content-start gap-3"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="todays-launches" className={headingClassName ?? 'text-base font-semibold'}>
          {launchListTexts.todaysLaunches}
        </h2>
        <Link to={paths.launches()} aria-describedby="todays-launches" className={seeAllClassName}>
          {launchListTexts.allLaunches}
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={launchListTexts.loading} className="grid grid-cols-1 gap-3">
          {Array.from({ length: TOP }, (_, index) => (
            <LaunchRowSkeleton key={index} />
          ))}
        </div>
      ) : launches.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {query.isError ? launchListTexts.listFailed : launchListTexts.noLaunchesToday}{' '}
          <Link
            to={`${paths.launches()}?tab=upcoming`}
            className="font-medium text-link hover:underline"
          >
            {launchListTexts.tabs.upcoming}
          </Link>
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-3">
          {launches.map((launch, index) => (
            <li key={launch.id}>
              <LaunchRow launch={launch} rank={index + 1} topicHref={topicHref} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * The rail's top 3 of today, three rows tall whatever arrives (the rail's CLS 0). It shares the
 * Today leaderboard's cache, so it moves with live counts wherever a screen follows today; it
 * does not follow the day itself, so every desktop tab's stream does not carry every vote
 * (decision 046).
 */
export function RailLaunches() {
  const today = useLaunchToday()
  const query = useLaunchList({ day: today })
  const launches = query.data?.pages[0]?.items.slice(0, TOP) ?? []
  return (
    <div className="min-h-42 px-2">
      {query.isPending ? (
        <div role="status" aria-label={launchListTexts.loading}>
          {Array.from({ length: TOP }, (_, index) => (
            <div key={index} className="flex h-14 items-center gap-3">
              <Skeleton className="size-8 rounded-lg" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      ) : launches.length === 0 ? (
        <p className="py-3 text-sm text-muted-foreground">
          {query.isError ? launchListTexts.listFailed : launchListTexts.noLaunchesToday}
        </p>
      ) : (
        <ol>
          {launches.map((launch, index) => (
            <li key={launch.id}>
              <Link
                to={paths.launch(launch.id)}
                className="-mx-2 flex h-14 items-center gap-3 rounded-xl px-2 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="w-3 text-xs tabular-nums text-muted-foreground">
                  <span className="sr-only">{launchListTexts.rank(index + 1)}</span>
                  <span aria-hidden>{index + 1}</span>
                </span>
                {/* Decorative: the name is beside it (the avatar would name itself again). */}
                <span aria-hidden className="contents">
                  <Avatar
                    src={launch.project.logoUrl}
                    name={launch.project.name}
                    size="sm"
                    className="rounded-lg border border-border"
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold">
                    {launch.project.name}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {launch.tagline}
                  </span>
                </span>
                <span className="flex flex-col items-center text-xs font-semibold tabular-nums">
                  <ChevronUp aria-hidden className="size-3.5" />
                  <span className="sr-only">{launchButtonTexts.upvotes(launch.votesCount)}</span>
                  <span aria-hidden>{launch.votesCount}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
