import { milestoneTitle } from '@common/milestones'
import { projectUpdateTexts } from '@common/project-update-texts'
import { Button } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { Flag } from 'lucide-react'
import { Link } from 'react-router'
import { useProjectMilestones } from '../api'

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/**
 * The Overview's dated milestone timeline, newest first, each opening its post. Visitors see
 * nothing while there is none; the owner sees where milestones will appear.
 */
export function MilestoneTimeline({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const query = useProjectMilestones(projectId)
  const entries = query.data?.pages.flatMap((page) => page.items) ?? []
  if (query.isPending)
    return (
      <Section>
        <Skeleton className="h-16 w-full" />
      </Section>
    )
  if (query.isError && entries.length === 0) {
    return (
      <Section>
        <p className="text-sm text-muted-foreground">{projectUpdateTexts.timelineLoadFailed}</p>
      </Section>
    )
  }
  if (entries.length === 0) {
    return isOwner ? (
      <Section>
        <p className="text-sm text-muted-foreground">{projectUpdateTexts.noMilestones}</p>
      </Section>
    ) : null
  }
  return (
    <Section>
      <ol className="grid gap-0">
        {entries.map((entry, index) => (
          <li key={entry.postId} className="relative flex gap-3 pb-4 last:pb-0">
            {index < entries.length - 1 ? (
              <span aria-hidden className="absolute top-7 bottom-0 left-3.5 w-px bg-border" />
            ) : null}
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-link">
              <Flag aria-hidden className="size-3.5" />
            </span>
            <div className="min-w-0 pt-0.5">
              <Link
                to={paths.post(entry.postId)}
                className="rounded-sm font-semibold break-words hover:underline"
              >
                {milestoneTitle(entry.milestone)}
              </Link>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDay(entry.createdAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {query.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {projectUpdateTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </Section>
  )
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section className="grid gap-3" aria-labelledby="milestones-title">
      <h2 id="milestones-title" className="text-sm font-semibold text-muted-foreground">
        {projectUpdateTexts.milestones}
      </h2>
      {children}
    </section>
  )
}
