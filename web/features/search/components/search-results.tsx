import type { SearchResults, SearchSection } from '@common/search'
import { tagOfTerm } from '@common/search'
import { searchTexts } from '@common/search-texts'
import { Skeleton } from '@web/components/ui/skeleton'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useNow } from '@web/lib/use-now'
import { ChevronRight, Hash } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PersonRow, PostRow, ProjectRow, rowClassName } from './result-rows'

/** "See all" for a section: its own keyset-paginated list (/search/{section}?q=). */
const seeAllPath = (section: SearchSection, term: string) =>
  `${paths.search()}/${section}?q=${encodeURIComponent(term)}`

/** `#word` offers its tag page first, then each section; a section with no rows is left out. */
export function SearchResultsView({
  term,
  results,
  isStale,
}: {
  term: string
  results: SearchResults
  isStale: boolean
}) {
  const now = useNow()
  const tag = tagOfTerm(term)
  return (
    <div
      aria-busy={isStale}
      className={cn('grid gap-5 transition-opacity', isStale && 'opacity-60')}
    >
      {tag ? <TagRow tag={tag} /> : null}
      {results.people.length > 0 ? (
        <ResultSection
          id="search-people"
          title={searchTexts.people}
          seeAll={results.more.people ? seeAllPath('people', term) : null}
        >
          {results.people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ResultSection>
      ) : null}
      {results.projects.length > 0 ? (
        <ResultSection
          id="search-projects"
          title={searchTexts.projects}
          seeAll={results.more.projects ? seeAllPath('projects', term) : null}
        >
          {results.projects.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ResultSection>
      ) : null}
      {results.posts.length > 0 ? (
        <ResultSection
          id="search-posts"
          title={searchTexts.posts}
          seeAll={results.more.posts ? seeAllPath('posts', term) : null}
        >
          {results.posts.map((post) => (
            <PostRow key={post.id} post={post} now={now} />
          ))}
        </ResultSection>
      ) : null}
    </div>
  )
}

function TagRow({ tag }: { tag: string }) {
  return (
    <ul className="rounded-2xl border border-border bg-card p-1.5 shadow-xs">
      <li>
        <Link to={paths.tag(tag)} className={rowClassName} data-search-result>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
            <Hash aria-hidden className="size-5" />
          </span>
          <span className="grid min-w-0 flex-1">
            <span className="truncate font-medium">{searchTexts.tagPage(tag)}</span>
            <span className="truncate text-sm text-muted-foreground">
              {searchTexts.tagPageHint}
            </span>
          </span>
          <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
        </Link>
      </li>
    </ul>
  )
}

export function ResultSection({
  id,
  title,
  seeAll,
  children,
}: {
  id: string
  title: string
  seeAll?: string | null
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-1.5 flex items-baseline justify-between px-1">
        <h2 id={id} className="text-sm font-semibold text-muted-foreground">
          {title}
        </h2>
        {seeAll ? (
          <Link
            to={seeAll}
            aria-label={searchTexts.seeAllLabel(title)}
            className="rounded-md text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {searchTexts.seeAll}
          </Link>
        ) : null}
      </div>
      <ul className="grid gap-0.5 rounded-2xl border border-border bg-card p-1.5 shadow-xs">
        {children}
      </ul>
    </section>
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
