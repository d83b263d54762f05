import { type LaunchListTab, launchListTabs, launchListTexts } from '@common/launch-list-texts'
import { cn } from '@web/lib/cn'
import { Link } from 'react-router'

const tabClassName = (isActive: boolean) =>
  cn(
    '-mb-px flex min-h-11 items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
  )

/**
 * The leaderboards as links, each with its own address (as Explore's sections), marked with
 * aria-current; `hrefOf` keeps the topic in each.
 */
export function LaunchTabs({
  tab,
  hrefOf,
}: {
  tab: LaunchListTab
  hrefOf: (tab: LaunchListTab) => string
}) {
  return (
    <nav aria-label={launchListTexts.sections}>
      <ul className="flex w-full gap-1 overflow-x-auto border-b border-border">
        {launchListTabs.map((value) => (
          <li key={value}>
            <Link
              to={hrefOf(value)}
              replace
              aria-current={value === tab ? 'page' : undefined}
              className={tabClassName(value === tab)}
            >
              {launchListTexts.tabs[value]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
