import { launchPageTexts } from '@common/launch-page-texts'
import { launchTexts } from '@common/launch-texts'
import type { Launch } from '@common/launches'
import { BackButton } from '@web/components/back-button'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { SignUpPromptBar } from '@web/features/posts/components/sign-up-prompt-bar'
import { useLiveLaunchDay, useLivePost } from '@web/lib/live-events'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { FileX, Link2, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { useLaunch } from '../api'
import { LaunchGallery } from './launch-gallery'
import { LaunchHeader, LaunchHeaderSkeleton } from './launch-header'
import { LaunchMakers } from './launch-makers'
import { LaunchModeration } from './launch-moderation'
import { LaunchProjectNumbers } from './launch-project-numbers'
import { LaunchStatus } from './launch-status'
import { LaunchThread } from './launch-thread'
import { LaunchVotes } from './launch-votes'

/**
 * /launch/:launchId (issue 32): the launch with its votes and thread. The tab's stream follows
 * the thread's comments and, while the launch is live, its day's vote counts, which change the
 * cached launch with no request (live-cache.ts). A cancelled or hidden launch answers 404.
 */
export function LaunchPage({ launchId }: { launchId: string }) {
  const query = useLaunch(launchId)
  const launch = query.data
  useLivePost(launch?.threadPostId ?? undefined)
  useLiveLaunchDay(launch?.state === 'live' ? launch.day : null)
  const { problem } = useLoadOutcome(query, {
    missing: { show: 'inPlace' },
    failed: { show: 'inPlace' },
  })

  const back = <BackButton fallback={paths.launches()} />
  if (problem === 'missing') return <LaunchMissing back={back} />
  if (!launch || problem === 'banned') {
    return query.isError ? (
      <LaunchLoadFailed back={back} onRetry={() => void query.refetch()} />
    ) : (
      <LaunchPageSkeleton back={back} />
    )
  }
  return <LaunchDetail launch={launch} back={back} />
}

function LaunchDetail({ launch, back }: { launch: Launch; back: React.ReactNode }) {
  const me = useMe()
  const isModerator = me?.role === 'moderator'
  const hasOpened = launch.state !== 'scheduled'

  return (
    <article className="grid gap-5">
      <title>{uiTexts.pageTitle(launchPageTexts.documentTitle(launch.project.name))}</title>
      <div className="flex min-h-10 items-center justify-between gap-2">
        {back}
        <CopyLinkButton launchId={launch.id} />
      </div>
      {/* Desktop: the upvotes (or, before it opens, when it opens) beside the header. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        <div className="grid min-w-0 gap-4">
          <LaunchHeader launch={launch} />
          {hasOpened ? <LaunchStatus launch={launch} /> : null}
        </div>
        {hasOpened ? (
          <LaunchVotes launch={launch} canVoid={isModerator} />
        ) : (
          <LaunchStatus launch={launch} />
        )}
      </div>
      <LaunchGallery images={launch.gallery} />
      {/* Phones: the makers, the thread, then the numbers. Desktop: the thread beside a side
          column; its last row takes the thread's height, so the side column stays packed. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-6 lg:gap-y-4">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <LaunchMakers makers={launch.makers} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1 [&>section:first-child]:mt-0">
          <LaunchThread launch={launch} />
          <SignUpPromptBar />
        </div>
        <aside className="grid min-w-0 content-start gap-4 lg:col-start-2 lg:row-start-2">
          <LaunchProjectNumbers project={launch.project} />
          {isModerator ? <LaunchModeration launch={launch} /> : null}
        </aside>
      </div>
    </article>
  )
}

/** The post page's share: the launch's address to the clipboard. */
function CopyLinkButton({ launchId }: { launchId: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.launch(launchId)}`)
      toast.success(launchPageTexts.linkCopied)
    } catch (error) {
      console.error(error)
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()}>
      <Link2 aria-hidden />
      {launchPageTexts.share}
    </Button>
  )
}

function LaunchMissing({ back }: { back: React.ReactNode }) {
  return (
    <div className="grid gap-5">
      <title>{uiTexts.pageTitle(launchTexts.notFound)}</title>
      <div className="flex min-h-10 items-center">{back}</div>
      <EmptyState
        icon={FileX}
        title={launchTexts.notFound}
        action={
          <Button asChild variant="outline">
            <Link to={paths.launches()}>{launchPageTexts.seeLaunches}</Link>
          </Button>
        }
      />
    </div>
  )
}

function LaunchLoadFailed({ back, onRetry }: { back: React.ReactNode; onRetry: () => void }) {
  return (
    <div className="grid gap-5">
      <div className="flex min-h-10 items-center">{back}</div>
      <EmptyState
        title={launchPageTexts.loadFailed}
        action={
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {uiTexts.tryAgain}
          </Button>
        }
      />
    </div>
  )
}

function LaunchPageSkeleton({ back }: { back: React.ReactNode }) {
  return (
    <div className="grid gap-5" role="status" aria-label={launchPageTexts.loading}>
      <div className="flex min-h-10 items-center">{back}</div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
        <LaunchHeaderSkeleton />
        <Card className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-12 w-20 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-full" />
          </div>
        </Card>
      </div>
      <Skeleton className="aspect-video w-full rounded-xl sm:w-[22rem]" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </div>
  )
}
