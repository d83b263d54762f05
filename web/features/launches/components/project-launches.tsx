import { formatLaunchDay } from '@common/launch-badge-texts'
import { projectLaunchTexts } from '@common/launch-form-texts'
import { formatLaunchTime } from '@common/launch-page-texts'
import { launchButtonTexts } from '@common/launch-texts'
import type { Launch } from '@common/launches'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { Award, ChevronUp, Pencil, Rocket } from 'lucide-react'
import { Link } from 'react-router'
import { useProjectLaunches } from '../api'

/** Where a launch stands, in a few words: live, when it opens, or how it finished. */
function stateLabel(launch: Launch) {
  switch (launch.state) {
    case 'live':
      return projectLaunchTexts.live
    case 'scheduled':
      return projectLaunchTexts.opens(formatLaunchTime(launch.startsAt))
    case 'ended':
      return launch.dayRank
        ? projectLaunchTexts.finishedRank(launch.dayRank)
        : projectLaunchTexts.finished
    default:
      return projectLaunchTexts.disqualified
  }
}

/**
 * The project page's Launches card: its launches newest day first, each with where it stands,
 * its upvotes and badges, linking to its page. Makers get the way to schedule one; others see
 * the card only once there is a launch.
 */
export function ProjectLaunches({ project }: { project: { id: string; isMaker: boolean } }) {
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useProjectLaunches(
    project.id,
  )
  const launches = data?.pages.flatMap((page) => page.items) ?? []
  if (!project.isMaker && launches.length === 0) return null

  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="project-launches-title">
      <h2 id="project-launches-title" className="flex items-center gap-2 text-base font-semibold">
        <Rocket aria-hidden className="size-4 text-link" />
        {projectLaunchTexts.title}
      </h2>
      {error && !data ? (
        <p className="text-sm text-muted-foreground">{projectLaunchTexts.loadFailed}</p>
      ) : !data ? (
        <Skeleton className="h-14 w-full rounded-xl" />
      ) : launches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{projectLaunchTexts.emptyForMakers}</p>
      ) : (
        <ul className="grid gap-2">
          {launches.map((launch) => (
            <ProjectLaunchItem key={launch.id} launch={launch} />
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {projectLaunchTexts.more}
        </Button>
      ) : null}
      {project.isMaker ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.launchSchedule(project.id)}>{projectLaunchTexts.scheduleLaunch}</Link>
        </Button>
      ) : null}
    </Card>
  )
}

function ProjectLaunchItem({ launch }: { launch: Launch }) {
  const day = formatLaunchDay(launch.day)
  const isLive = launch.state === 'live'
  return (
    <li className="relative flex items-start gap-2 rounded-xl border border-border p-3 hover:bg-muted/50">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={paths.launch(launch.id)}
          className="font-medium after:absolute after:inset-0 focus-visible:outline-none"
        >
          {day}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{launch.tagline}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className={isLive ? 'font-semibold text-link' : 'text-muted-foreground'}>
            {stateLabel(launch)}
          </span>
          {launch.state !== 'scheduled' ? (
            <span className="inline-flex items-center gap-0.5 text-muted-foreground">
              <ChevronUp aria-hidden className="size-3.5" />
              {launchButtonTexts.upvotes(launch.votesCount)}
            </span>
          ) : null}
        </p>
        {launch.badges.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {launch.badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-link"
              >
                <Award aria-hidden className="size-3.5" />
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {launch.isMaker && launch.state === 'scheduled' ? (
        <Button asChild variant="ghost" size="icon" className="relative z-10">
          <Link to={paths.launchEdit(launch.id)} aria-label={projectLaunchTexts.editLaunchOf(day)}>
            <Pencil aria-hidden />
          </Link>
        </Button>
      ) : null}
    </li>
  )
}
