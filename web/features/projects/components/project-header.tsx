import { formatLaunchDay, launchBadgeTexts } from '@common/launch-badge-texts'
import type { Project, ProjectLaunchBadge } from '@common/projects'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { Award } from 'lucide-react'
import { Link } from 'react-router'
import { CategoryBadge } from './project-card'
import { ProjectLogo } from './project-logo'

/** The badges its launches earned (issue 32), best first, each leading to its launch's page. */
function LaunchBadges({ badges }: { badges: ProjectLaunchBadge[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-2" aria-label={launchBadgeTexts.badgesLabel}>
      {badges.map((badge) => (
        <li key={`${badge.launchId}-${badge.kind}`}>
          <Link
            to={paths.launch(badge.launchId)}
            title={formatLaunchDay(badge.day)}
            className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-ring dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <Award aria-hidden className="size-3.5 shrink-0" />
            {badge.text}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The project page's header: logo, name, tagline, category, launch badges. Its own component so
 * the header's content (gallery, links, share, launch date) can change without touching the page
 * layout.
 */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <header className="flex items-start gap-4">
      <ProjectLogo name={project.name} logoUrl={project.logoUrl} size="lg" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight break-words">{project.name}</h1>
        <p className="text-muted-foreground break-words">{project.tagline}</p>
        {project.category ? (
          <div>
            <CategoryBadge category={project.category} />
          </div>
        ) : null}
        {project.launchBadges?.length ? <LaunchBadges badges={project.launchBadges} /> : null}
      </div>
    </header>
  )
}

/** The header's place while the project loads. */
export function ProjectHeaderSkeleton() {
  return (
    <div className="flex items-start gap-4">
      <Skeleton className="size-20 rounded-2xl" />
      <div className="grid flex-1 gap-2 py-1">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
    </div>
  )
}
