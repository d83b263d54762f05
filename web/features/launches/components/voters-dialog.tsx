import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch, LaunchVoter } from '@common/launches'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { LoadMore } from '@web/components/load-more'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Ban, Users } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useLaunchVoters, useVoidLaunchVote } from '../api'

/**
 * "See who upvoted": the launch's upvoters, newest first, read when the dialog opens. A vote
 * that does not count for the rank says so; moderators can void a counted one.
 */
export function VotersDialog({ launch, canVoid }: { launch: Launch; canVoid: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto px-0">
          <Users aria-hidden className="size-4" />
          {launchPageTexts.seeUpvoters}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{launchPageTexts.upvoters}</DialogTitle>
          <DialogDescription>
            {launchPageTexts.countedVotes(launch.countedVotesCount, launch.votesCount)}
          </DialogDescription>
        </DialogHeader>
        {open ? <VoterList launchId={launch.id} canVoid={canVoid} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function VoterList({ launchId, canVoid }: { launchId: string; canVoid: boolean }) {
  const query = useLaunchVoters(launchId, true)
  const voidVote = useVoidLaunchVote(launchId)
  const [voiding, setVoiding] = useState<string | null>(null)

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={uiTexts.loading}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-sm text-danger">
          {errorMessage(query.error, launchPageTexts.upvotersLoadFailed)}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {uiTexts.tryAgain}
        </Button>
      </div>
    )
  }
  const voters = query.data.pages.flatMap((page) => page.items)
  if (voters.length === 0) {
    return <p className="py-4 text-sm text-muted-foreground">{launchPageTexts.upvotersEmpty}</p>
  }

  const confirmVoid = () => {
    if (!voiding) return
    const username = voiding
    voidVote.mutate(username, {
      onSuccess: () => toast.success(launchPageTexts.voidDone(username)),
      onError: (error) => toast.error(errorMessage(error, launchPageTexts.voidFailed)),
      onSettled: () => setVoiding(null),
    })
  }

  return (
    <div className="-mx-2 overflow-y-auto px-2">
      <ul className="grid gap-1" aria-label={launchPageTexts.upvoters}>
        {voters.map((voter) => (
          <li key={voter.id} className="flex items-center gap-2">
            <VoterLink voter={voter} />
            {canVoid && voter.counted ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={launchPageTexts.voidVoteOf(voter.username)}
                onClick={() => setVoiding(voter.username)}
              >
                <Ban aria-hidden />
                <span className="max-sm:sr-only">{launchPageTexts.voidVote}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMore
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : null}
      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(next) => !next && setVoiding(null)}
        title={launchPageTexts.voidTitle(voiding ?? '')}
        description={launchPageTexts.voidDescription}
        confirmLabel={launchPageTexts.voidVote}
        pending={voidVote.isPending}
        onConfirm={confirmVoid}
      />
    </div>
  )
}

function VoterLink({ voter }: { voter: LaunchVoter }) {
  const name = voter.name || voter.username
  return (
    <Link
      to={paths.profile(voter.username)}
      className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1.5 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Avatar src={voter.avatarUrl} name={name} size="md" />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-sm text-muted-foreground">@{voter.username}</span>
      </span>
      {voter.counted ? null : (
        <span className="shrink-0 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {launchPageTexts.notCounted}
        </span>
      )}
    </Link>
  )
}
