import { launchPageTexts } from '@common/launch-page-texts'
import { launchButtonTexts, launchTexts } from '@common/launch-texts'
import type { Launch } from '@common/launches'
import { Card } from '@web/components/ui/card'
import { useLaunchList } from '../api'
import { UpvoteButton } from './upvote-button'
import { VotersDialog } from './voters-dialog'

/**
 * While the launch is live, its place on the day's leaderboard: the list live messages re-rank
 * (live-cache.ts), so the rank follows every vote with no request. Null when not among the
 * loaded launches.
 */
function useLiveRank(launch: Launch): number | null {
  const isLive = launch.state === 'live'
  const list = useLaunchList({ day: launch.day }, { enabled: isLive })
  if (!isLive || !list.data) return null
  const index = list.data.pages
    .flatMap((page) => page.items)
    .findIndex((ranked) => ranked.id === launch.id)
  return index < 0 ? null : index + 1
}

function rankLabel(launch: Launch, liveRank: number | null): string | null {
  if (launch.state === 'disqualified') return null
  if (liveRank !== null) return launchPageTexts.rankToday(liveRank)
  if (launch.weekRank !== null && launch.dayRank === null) {
    return launchPageTexts.rankOfWeek(launch.weekRank)
  }
  return launch.dayRank === null ? null : launchPageTexts.rankOfDay(launch.dayRank)
}

/**
 * The upvote button with the total, the rank, the one line on which votes rank, and who
 * upvoted. Shown once the launch opens.
 */
export function LaunchVotes({ launch, canVoid }: { launch: Launch; canVoid: boolean }) {
  const rank = rankLabel(launch, useLiveRank(launch))
  const myVoteIsUncounted = launch.votedByMe === true && launch.myVoteCounted === false
  return (
    <Card className="flex items-start gap-4 px-4 py-4">
      <UpvoteButton launch={launch} size="page" />
      <div className="grid min-w-0 flex-1 justify-items-start gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold tabular-nums">
          <span data-testid="launch-votes">{launchButtonTexts.upvotes(launch.votesCount)}</span>
          {rank ? (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-sm text-link">
              {rank}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">{launchTexts.countedRule}</p>
        {myVoteIsUncounted ? (
          <p className="text-xs text-muted-foreground">{launchButtonTexts.voteNotCounted}</p>
        ) : null}
        <VotersDialog launch={launch} canVoid={canVoid} />
      </div>
    </Card>
  )
}
