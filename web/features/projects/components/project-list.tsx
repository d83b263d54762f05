import type { Page } from '@common/pagination'
import type { Project } from '@common/projects'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { Rocket } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { projectUiTexts } from '../texts'
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
  const sentinelRef = useNextPageWhenVisible(
    hasNextPage && !isFetchingNextPage && !error,
    fetchNextPage,
  )

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading projects">
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
        title={projectUiTexts.listFailed}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {projectUiTexts.tryAgain}
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
      {hasNextPage ? (
        <div ref={sentinelRef} className="flex justify-center py-2">
          <Button
            variant="outline"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <Spinner /> : null}
            {projectUiTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** Calls `loadMore` when the returned element scrolls into view (and `isEnabled`). */
function useNextPageWhenVisible(isEnabled: boolean, loadMore: () => unknown) {
  const sentinelRef = useRef<HTMLDivElement>(null)
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!isEnabled || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [isEnabled])
  return sentinelRef
}
