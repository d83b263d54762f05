import { projectLayoutTexts } from '@common/project-makers'
import { relativeTime } from '@common/relative-time'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'
import { fetchProjectUpdatesPage, projectKeys } from '../api'

const SHOWN = 3

/**
 * The side column's newest updates (desktop). Shares the Updates tab's pages, so a posted
 * update or a live change shows in both and the first page is read once.
 */
export function LatestUpdates({
  projectId,
  onSeeAll,
}: {
  projectId: string
  onSeeAll: () => void
}) {
  const query = useInfiniteQuery({
    queryKey: projectKeys.updates(projectId),
    queryFn: ({ pageParam }) => fetchProjectUpdatesPage(projectId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
  const posts = query.data?.pages[0]?.items.slice(0, SHOWN) ?? []
  const titleId = `latest-updates-${projectId}`
  const now = new Date()
  return (
    <Card className="grid gap-3 px-4 py-4" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-sm font-semibold text-muted-foreground">
        {projectLayoutTexts.latestUpdates}
      </h2>
      {query.data ? (
        posts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{projectLayoutTexts.noUpdates}</p>
        ) : (
          <ol className="grid gap-1">
            {posts.map((post) => (
              <li key={post.id}>
                <Link
                  to={paths.post(post.id)}
                  className="grid gap-0.5 rounded-xl px-2 py-1.5 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="line-clamp-2 text-sm break-words">{post.content}</span>
                  <time dateTime={post.createdAt} className="text-xs text-muted-foreground">
                    {relativeTime(post.createdAt, now)}
                  </time>
                </Link>
              </li>
            ))}
          </ol>
        )
      ) : query.error ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-muted-foreground">{projectLayoutTexts.updatesLoadFailed}</p>
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            {uiTexts.tryAgain}
          </Button>
        </div>
      ) : (
        <div className="grid gap-2" role="status" aria-label={projectLayoutTexts.latestUpdates}>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
      {posts.length > 0 ? (
        <div>
          <Button variant="link" size="sm" className="px-2" onClick={onSeeAll}>
            {projectLayoutTexts.seeAllUpdates}
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
