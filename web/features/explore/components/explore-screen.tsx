import { type TrendingWindow, trendingWindows } from '@common/explore'
import { exploreTexts } from '@common/explore-texts'
import { TodaysLaunches } from '@web/features/launches/components/todays-launches'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { Link, useSearchParams } from 'react-router'
import { ExploreProjects } from './explore-projects'
import { MakerList } from './maker-list'
import { NewThisWeek } from './new-this-week'
import { SelectField } from './select-field'
import { TopicList } from './topic-list'

const tabs = ['projects', 'topics', 'makers', 'new'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab)
const isWindow = (value: string | null): value is TrendingWindow =>
  trendingWindows.includes(value as TrendingWindow)

/** The section and the period live in the URL (?tab=topics&window=day): shareable, back works. */
function useParam<T extends string>(key: string, check: (v: string | null) => v is T, fallback: T) {
  const [params, setParams] = useSearchParams()
  const raw = params.get(key)
  const value = check(raw) ? raw : fallback
  const set = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        if (next === fallback) updated.delete(key)
        else updated.set(key, next)
        return updated
      },
      { replace: true },
    )
  return [value, set] as const
}

function TrendingTopics() {
  const [window, setWindow] = useParam('window', isWindow, 'week')
  return (
    <div className="grid gap-4">
      <div className="sm:max-w-64">
        <SelectField
          id="explore-window"
          label={exploreTexts.windowLabel}
          value={window}
          options={trendingWindows.map((value) => ({
            value,
            label: exploreTexts.windows[value],
          }))}
          onChange={setWindow}
        />
      </div>
      <TopicList key={window} window={window} />
    </div>
  )
}

const tabClassName = (isActive: boolean) =>
  cn(
    '-mb-px flex min-h-11 items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
  )

/**
 * The sections as links (each has its own address), marked with aria-current; not ARIA tabs,
 * whose shared Radix code would move into the feed's first load (bundle budget).
 */
export function ExploreScreen() {
  const [tab] = useParam('tab', isTab, 'projects')
  return (
    <div className="grid gap-4">
      <nav aria-label={exploreTexts.sections}>
        <ul className="flex w-full gap-1 overflow-x-auto border-b border-border">
          {tabs.map((value) => (
            <li key={value}>
              <Link
                to={value === 'projects' ? paths.explore() : `${paths.explore()}?tab=${value}`}
                replace
                aria-current={value === tab ? 'page' : undefined}
                className={tabClassName(value === tab)}
              >
                {exploreTexts.tabs[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{exploreTexts.tabs[tab]}</h2>
      {tab === 'projects' ? (
        <>
          <TodaysLaunches />
          <ExploreProjects />
        </>
      ) : null}
      {tab === 'topics' ? <TrendingTopics /> : null}
      {tab === 'makers' ? <MakerList /> : null}
      {tab === 'new' ? <NewThisWeek /> : null}
    </div>
  )
}
