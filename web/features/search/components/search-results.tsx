import type { SearchPerson, SearchProject, SearchResults } from '@common/search'
import { searchTexts } from '@common/search-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Skeleton } from '@web/components/ui/skeleton'
import { ProjectLogo } from '@web/features/projects/components/project-logo'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

const rowClassName =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-hover focus-visible:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring'

/** Both sections; a section with no rows is left out. */
export function SearchResultsView({
  results,
  isStale,
}: {
  results: SearchResults
  isStale: boolean
}) {
  return (
    <div
      aria-busy={isStale}
      className={cn('grid gap-5 transition-opacity', isStale && 'opacity-60')}
    >
      {results.people.length > 0 ? (
        <ResultSection id="search-people" title={searchTexts.people}>
          {results.people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ResultSection>
      ) : null}
      {results.projects.length > 0 ? (
        <ResultSection id="search-projects" title={searchTexts.projects}>
          {results.projects.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ResultSection>
      ) : null}
    </div>
  )
}

function ResultSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-1.5 px-1 text-sm font-semibold text-muted-foreground">
        {title}
      </h2>
      <ul className="grid gap-0.5 rounded-2xl border border-border bg-card p-1.5 shadow-xs">
        {children}
      </ul>
    </section>
  )
}

function PersonRow({ person }: { person: SearchPerson }) {
  return (
    <li>
      <Link to={paths.profile(person.username)} className={rowClassName} data-search-result>
        <Avatar src={person.avatarUrl} name={person.name} />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{person.name}</span>
          <span className="truncate text-sm text-muted-foreground">@{person.username}</span>
        </span>
      </Link>
    </li>
  )
}

function ProjectRow({ project }: { project: SearchProject }) {
  return (
    <li>
      <Link to={paths.project(project.id)} className={rowClassName} data-search-result>
        <ProjectLogo name={project.name} logoUrl={project.logoUrl} />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{project.name}</span>
          <span className="truncate text-sm text-muted-foreground">{project.tagline}</span>
        </span>
      </Link>
    </li>
  )
}

/** The first answer is on its way: a section of placeholder rows. */
export function SearchResultsSkeleton() {
  return (
    <div role="status" aria-label={searchTexts.searching} className="grid gap-5">
      <div>
        <Skeleton className="mb-2 ml-1 h-3.5 w-16" />
        <div className="grid gap-0.5 rounded-2xl border border-border bg-card p-1.5">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3 px-3 py-2.5">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-3.5 w-36" />
                <Skeleton className="h-3 w-24" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
