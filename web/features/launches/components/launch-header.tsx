import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { Skeleton } from '@web/components/ui/skeleton'
import { CategoryBadge } from '@web/features/projects/components/project-card'
import { ProjectLogo } from '@web/features/projects/components/project-logo'
import { paths } from '@web/lib/paths'
import { Award } from 'lucide-react'
import { Link } from 'react-router'

/** The launch's head: the project's logo and name, the launch tagline, its topics and badges. */
export function LaunchHeader({ launch }: { launch: Launch }) {
  const { project, topics, badges } = launch
  return (
    <header className="flex items-start gap-4">
      <ProjectLogo name={project.name} logoUrl={project.logoUrl} size="lg" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight break-words">{project.name}</h1>
        <p className="text-lg break-words">{launch.tagline}</p>
        <p className="text-sm">
          <Link to={paths.project(project.id)} className="font-medium text-link hover:underline">
            {launchPageTexts.viewProject}
          </Link>
        </p>
        {topics.category || topics.tags.length > 0 ? (
          <ul className="flex flex-wrap items-center gap-2" aria-label={launchPageTexts.topics}>
            {topics.category ? (
              <li className="max-w-full">
                <CategoryBadge category={topics.category} />
              </li>
            ) : null}
            {topics.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={paths.tag(tag)}
                  className="text-sm text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {badges.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={launchPageTexts.badges}>
            {badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                <Award aria-hidden className="size-4" />
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  )
}

/** The header's place while the launch loads. */
export function LaunchHeaderSkeleton() {
  return (
    <div className="flex items-start gap-4">
      <Skeleton className="size-20 rounded-2xl" />
      <div className="grid flex-1 gap-2 py-1">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-24" />
      </div>
    </div>
  )
}
