import type { Page } from '@common/pagination'
import { projectScreenTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '@web/components/load-more'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { uiTexts } from '@web/lib/ui-texts'
import { Rocket } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { ProjectCard, ProjectCardSkeleton } from './project-card'

type ProjectListProps = {
  /** Must start with 'projects' so project changes refresh it. */
  queryKey: readonly unknown[]
  fetchPage: (cursor: string | null) => Promise<Page<Project>>
  emptyText: string
  emptyAction?: ReactNode
}

/** An infinite list of project cards: loads the next page near the end, or on 'Load more'. */
export function ProjectList({ queryKey, fetchPage, emptyText, emptyAction }: ProjectListProps) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query
  useEffect(() => {
    if (error) console.error(error)
  }, [error])

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={projectScreenTexts.loadingList}>
        {[0, 1, 2].map((index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    )
  }

  if (query.isError && !data) {
    // The spec only logs this failure; a retry beats a misleading empty list.
    return (
      <EmptyState
        icon={Rocket}
        title={projectScreenTexts.listFailed}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {uiTexts.tryAgain}
          </Button>
        }
      />
    )
  }

  const projects = data?.pages.flatMap((page) => page.items) ?? []
  if (projects.length === 0) {
    return <EmptyState icon={Rocket} title={emptyText} action={emptyAction} />
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      {hasNextPage && !error ? (
        <LoadMore
          label={uiTexts.loadMore}
          isLoading={isFetchingNextPage}
          onLoadMore={() => {
            if (!isFetchingNextPage) void fetchNextPage()
          }}
        />
      ) : null}
    </div>
  )
}
