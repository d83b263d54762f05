import { formatLaunchTime, launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { Ban, CalendarClock, Pencil, Radio } from 'lucide-react'
import { Link } from 'react-router'
import { NotifyButton } from './notify-button'

/**
 * Where the launch stands: before it opens, when (00:00 UTC of its day, in the member's time)
 * with Notify me, and Edit launch for its makers; while live, when voting closes; after, that
 * the day is over; disqualified, the moderator's reason.
 */
export function LaunchStatus({ launch }: { launch: Launch }) {
  switch (launch.state) {
    case 'scheduled':
      return <ScheduledNotice launch={launch} />
    case 'live':
      return (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-link">
            <Radio aria-hidden className="size-4" />
            {launchPageTexts.live}
          </span>
          <span className="text-muted-foreground">
            {launchPageTexts.liveUntil(formatLaunchTime(launch.endsAt))}
          </span>
        </p>
      )
    case 'ended':
      return (
        <p className="text-sm text-muted-foreground">
          {launchPageTexts.ended}
          {launch.dayRank !== null ? ` · ${launchPageTexts.frozenNote}` : null}
        </p>
      )
    case 'disqualified':
      return (
        <section
          aria-labelledby="launch-disqualified"
          className="grid gap-1 rounded-2xl border border-danger/40 bg-danger-soft px-4 py-3"
        >
          <h2
            id="launch-disqualified"
            className="flex items-center gap-2 text-sm font-semibold text-danger"
          >
            <Ban aria-hidden className="size-4" />
            {launchPageTexts.disqualified}
          </h2>
          <p className="text-sm">
            {launchPageTexts.disqualifiedLead}{' '}
            <span className="break-words [overflow-wrap:anywhere]">
              {launch.disqualifiedReason}
            </span>
          </p>
        </section>
      )
    default:
      return null
  }
}

function ScheduledNotice({ launch }: { launch: Launch }) {
  return (
    <Card className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center lg:flex-col lg:items-start">
      <CalendarClock aria-hidden className="hidden size-6 shrink-0 text-link sm:block lg:hidden" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 className="text-sm font-semibold text-muted-foreground">{launchPageTexts.scheduled}</h2>
        <p className="text-base font-semibold">
          <time dateTime={launch.startsAt}>
            {launchPageTexts.opensAt(formatLaunchTime(launch.startsAt))}
          </time>
        </p>
        <p className="text-xs text-muted-foreground">{launchPageTexts.opensNote}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {launch.isMaker ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.launchEdit(launch.id)}>
              <Pencil aria-hidden />
              {launchPageTexts.editLaunch}
            </Link>
          </Button>
        ) : (
          <NotifyButton launch={launch} />
        )}
      </div>
    </Card>
  )
}
