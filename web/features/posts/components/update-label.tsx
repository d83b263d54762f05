import { launchBadgeTexts, todayLaunchDay } from '@common/launch-badge-texts'
import { milestoneTitle } from '@common/milestones'
import type { PostLaunch } from '@common/posts'
import { projectUpdateTexts } from '@common/project-update-texts'
import type { PostUpdate } from '@common/project-updates'
import { paths } from '@web/lib/paths'
import { Flag, Megaphone, Rocket } from 'lucide-react'
import { Link } from 'react-router'

/** 'Update · {project}' above a post that is a project update; a milestone also says which. */
export function UpdateLabel({ update }: { update: PostUpdate }) {
  const { milestone } = update
  const Icon = milestone ? Flag : Megaphone
  const kind = milestone ? projectUpdateTexts.milestoneLabel : projectUpdateTexts.updateLabel
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Link
        to={paths.project(update.projectId)}
        aria-label={`${kind}: ${update.projectName}`}
        className="inline-flex min-w-0 items-center gap-1.5 rounded-sm font-medium text-link hover:underline"
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="truncate">
          {kind} · {update.projectName}
        </span>
      </Link>
      {milestone ? (
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-link">
          {milestoneTitle(milestone)}
        </span>
      ) : null}
    </div>
  )
}

/**
 * 'Launched {project} today' (or 'on Dec 4, 2026') above a launch's thread post, in place of its
 * milestone label: the post is the launch's item in feeds, and leads to the launch's page.
 */
export function LaunchLabel({ launch }: { launch: PostLaunch }) {
  const text =
    launch.day === todayLaunchDay()
      ? launchBadgeTexts.launchedToday(launch.projectName)
      : launchBadgeTexts.launchedOn(launch.projectName, launch.day)
  return (
    <div className="mt-3 flex text-sm">
      <Link
        to={paths.launch(launch.id)}
        className="inline-flex min-w-0 items-start gap-1.5 rounded-sm font-medium text-link hover:underline"
      >
        <Rocket aria-hidden className="mt-0.5 size-4 shrink-0" />
        {/* Wraps rather than cuts: the day ends the sentence, and phones would lose it. */}
        <span className="min-w-0 break-words">{text}</span>
      </Link>
    </div>
  )
}
