import { milestoneTitle } from '@common/milestones'
import { projectUpdateTexts } from '@common/project-update-texts'
import type { PostUpdate } from '@common/project-updates'
import { paths } from '@web/lib/paths'
import { Flag, Megaphone } from 'lucide-react'
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
