import { exploreTexts } from '@common/explore-texts'
import { launchListTexts } from '@common/launch-list-texts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Card } from '@web/components/ui/card'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { RailLaunches } from '@web/features/launches/components/todays-launches'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { makersQueryOptions } from '../api'
import { MakerRowSkeleton, suggestionReason } from './maker-list'
import { MakerRow } from './maker-row'
import { TopicList } from './topic-list'

const TOPICS = 5
const MAKERS = 3

function RailSearch() {
  const navigate = useNavigate()
  return (
    <search>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault()
          const term = new FormData(event.currentTarget).get('q')?.toString().trim() ?? ''
          navigate(term ? `${paths.search()}?q=${encodeURIComponent(term)}` : paths.search())
        }}
      >
        <Label htmlFor="rail-search" className="text-xs text-muted-foreground">
          {exploreTexts.searchLabel}
        </Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="rail-search"
            name="q"
            type="search"
            enterKeyHint="search"
            placeholder={exploreTexts.searchPlaceholder}
            className="rounded-full pl-10"
          />
        </div>
      </form>
    </search>
  )
}

function RailCard({
  id,
  title,
  more,
  moreLabel = exploreTexts.seeAll,
  children,
}: {
  id: string
  title: string
  more: string
  moreLabel?: string
  children: ReactNode
}) {
  return (
    <Card className="p-3">
      <section aria-labelledby={id}>
        <div className="flex h-8 items-center justify-between px-2">
          <h2 id={id} className="text-sm font-semibold">
            {title}
          </h2>
          <Link
            to={more}
            aria-describedby={id}
            className="rounded-md text-xs font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {moreLabel}
          </Link>
        </div>
        {children}
      </section>
    </Card>
  )
}

function RailMakers() {
  const query = useInfiniteQuery(makersQueryOptions(MAKERS))
  const makers = query.data?.pages[0]?.items ?? []
  return (
    // Three rows tall whatever arrives, so the rail never changes height.
    <div className="min-h-48 px-2">
      {query.isPending ? (
        <div role="status" aria-label={exploreTexts.loading}>
          {Array.from({ length: MAKERS }, (_, index) => (
            <MakerRowSkeleton key={index} compact />
          ))}
        </div>
      ) : makers.length === 0 ? (
        <p className="py-3 text-sm text-muted-foreground">
          {query.isError ? exploreTexts.listFailed : exploreTexts.noMakers}
        </p>
      ) : (
        <ul>
          {makers.slice(0, MAKERS).map((maker) => (
            <li key={maker.id}>
              <MakerRow
                maker={{ ...maker, reason: suggestionReason(maker) }}
                showBio={false}
                compact
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * The desktop right rail (1024 px and wider) of the feed, tag, post, profile and launches
 * screens: a search box, today's top launches (not on /launches, which lists them), trending
 * topics and makers to follow. Every part keeps its height from its first paint
 * on, so nothing moves (CLS 0). The layout mounts it only from 1024 px.
 */
export function RightRail() {
  const me = useMe()
  const isLaunches = useLocation().pathname === paths.launches()
  // One minmax(0, 1fr) column: a long name truncates instead of widening the rail.
  return (
    <aside aria-label={exploreTexts.rail} className="min-w-0">
      <div className="sticky top-14 grid grid-cols-1 gap-4 py-6">
        {me ? <RailSearch /> : null}
        {isLaunches ? null : (
          <RailCard
            id="rail-launches"
            title={launchListTexts.todaysLaunches}
            more={paths.launches()}
            moreLabel={launchListTexts.allLaunches}
          >
            <RailLaunches />
          </RailCard>
        )}
        <RailCard
          id="rail-topics"
          title={exploreTexts.trending}
          more={`${paths.explore()}?tab=topics`}
        >
          <div className="min-h-60">
            <TopicList window="week" limit={TOPICS} paginate={false} compact />
          </div>
        </RailCard>
        <RailCard
          id="rail-makers"
          title={exploreTexts.makers}
          more={`${paths.explore()}?tab=makers`}
        >
          <RailMakers />
        </RailCard>
      </div>
    </aside>
  )
}
