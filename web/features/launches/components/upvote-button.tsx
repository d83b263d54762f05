import { launchButtonTexts } from '@common/launch-texts'
import type { Launch } from '@common/launches'
import { Button } from '@web/components/ui/button'
import { errorMessage } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { ChevronUp } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useLaunchVote } from '../api'

/**
 * The upvote toggle with the launch's total: open while the launch is live (its day), shown as
 * a plain count otherwise. A visitor is invited to sign up; a refused vote (a block, the day
 * ending) says why in a toast and changes nothing.
 */
export function UpvoteButton({
  launch,
  size = 'row',
}: {
  launch: Launch
  /** 'row': compact, for leaderboard rows; 'page': the launch page's large button. */
  size?: 'row' | 'page'
}) {
  const me = useMe()
  const navigate = useNavigate()
  const vote = useLaunchVote(launch.id)
  const isLive = launch.state === 'live'
  const voted = launch.votedByMe === true

  const toggle = () => {
    if (!me) {
      toast.info(launchButtonTexts.signUpToUpvote)
      navigate(paths.signup())
      return
    }
    vote.mutate(!voted, {
      onSuccess: (state) => {
        if (state.voted && !state.counted) toast.info(launchButtonTexts.voteNotCounted)
      },
      onError: (error) => toast.error(errorMessage(error, launchButtonTexts.voteFailed)),
    })
  }

  const count = launchButtonTexts.upvotes(launch.votesCount)
  return (
    <Button
      variant={voted ? 'primary' : 'outline'}
      size={size === 'page' ? 'lg' : 'md'}
      aria-pressed={me && isLive ? voted : undefined}
      aria-label={`${voted ? launchButtonTexts.upvoted : launchButtonTexts.upvote}, ${count}`}
      title={isLive ? count : launchButtonTexts.votingClosed}
      disabled={!isLive || vote.isPending}
      onClick={toggle}
      data-launch-action="upvote"
      className={cn(
        'tabular-nums',
        size === 'row' && 'h-auto min-h-11 flex-col gap-0 rounded-xl px-3 py-1.5 lg:min-h-14',
      )}
    >
      <ChevronUp aria-hidden />
      <span>{launch.votesCount}</span>
    </Button>
  )
}
