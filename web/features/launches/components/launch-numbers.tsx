import { launchListTexts } from '@common/launch-list-texts'
import type { Launch } from '@common/launches'
import { formatMrr, formatUserCount } from '@common/project-format'
import { DollarSign, UsersRound } from 'lucide-react'

/**
 * The project's MRR and users as its makers report them, labelled so: verified revenue comes
 * later (issue 32). Nothing when the makers gave neither.
 */
export function LaunchNumbers({ project }: { project: Launch['project'] }) {
  const { mrr, userCount } = project
  if (mrr === null && userCount === null) return null
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 [&_svg]:size-3.5 [&_svg]:shrink-0">
      {mrr !== null ? (
        <span className="inline-flex items-center gap-1">
          <DollarSign aria-hidden />
          {launchListTexts.mrr(formatMrr(mrr))}
        </span>
      ) : null}
      {userCount !== null ? (
        <span className="inline-flex items-center gap-1">
          <UsersRound aria-hidden />
          {launchListTexts.users(formatUserCount(userCount), userCount)}
        </span>
      ) : null}
      <span
        title={launchListTexts.selfReportedTitle}
        className="rounded-full border border-border px-1.5 py-px text-[0.6875rem]"
      >
        {launchListTexts.selfReported}
      </span>
    </span>
  )
}
