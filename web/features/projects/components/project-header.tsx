import type { Project } from '@common/projects'
import { Skeleton } from '@web/components/ui/skeleton'
import { CategoryBadge } from './project-card'
import { ProjectLogo } from './project-logo'

/**
 * The project page's header: logo, name, tagline, category. Its own component so the header's
 * content (gallery, links, share, launch date) can change without touching the page layout.
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
