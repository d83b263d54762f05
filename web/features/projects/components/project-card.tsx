import { formatLaunchMonth, formatMrr, formatUserCount } from '@common/project-format'
import { projectScreenTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { CalendarDays, DollarSign, UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProjectLogo } from './project-logo'

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex max-w-full items-center truncate rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-link">
      {category}
    </span>
  )
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:shrink-0">
      {icon}
      {children}
    </li>
  )
}

/** A project in a list; the whole card leads to its page. */
export function ProjectCard({ project }: { project: Project }) {
  const { launchedDate, userCount, mrr } = project
  const hasFacts = launchedDate !== null || userCount !== null || mrr !== null
  return (
    <Link
      to={paths.project(project.id)}
      className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="flex gap-4 p-4 transition-colors group-hover:bg-hover">
        <ProjectLogo name={project.name} logoUrl={project.logoUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="min-w-0 truncate font-semibold">{project.name}</h2>
            {project.category ? <CategoryBadge category={project.category} /> : null}
          </div>
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{project.tagline}</p>
          {hasFacts ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
              {launchedDate ? (
                <Fact icon={<CalendarDays aria-hidden />}>
                  <span className="sr-only">{`${projectScreenTexts.launched} `}</span>
                  {formatLaunchMonth(launchedDate)}
                </Fact>
              ) : null}
              {userCount !== null ? (
                <Fact icon={<UsersRound aria-hidden />}>
                  {projectScreenTexts.userCount(formatUserCount(userCount), userCount)}
                </Fact>
              ) : null}
              {mrr !== null ? (
                <Fact icon={<DollarSign aria-hidden />}>
                  <span className="sr-only">{`${projectScreenTexts.mrr} `}</span>
                  {formatMrr(mrr)}
                </Fact>
              ) : null}
            </ul>
          ) : null}
        </div>
      </Card>
    </Link>
  )
}

export function ProjectCardSkeleton() {
  return (
    <Card className="flex gap-4 p-4">
      <Skeleton className="size-12 rounded-xl" />
      <div className="flex-1 space-y-2 py-0.5">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </Card>
  )
}
