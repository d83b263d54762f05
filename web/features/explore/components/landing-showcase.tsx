import { exploreTexts } from '@common/explore-texts'
import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { Project } from '@common/projects'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { TodaysLaunches } from '@web/features/launches/components/todays-launches'
import { PostCard } from '@web/features/posts/components/post-card'
import { PostCardSkeleton } from '@web/features/posts/components/post-card-skeleton'
import { ProjectCard, ProjectCardSkeleton } from '@web/features/projects/components/project-card'
import { api } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { exploreKeys } from '../api'

const PROJECTS = 3
const POSTS = 3

/**
 * Real content for visitors under the landing hero: today's launches, the top projects by MRR
 * and the newest posts. Placeholders hold the space while they load.
 */
export function LandingShowcase() {
  const projects = useQuery({
    queryKey: [...exploreKeys.all, 'landing', 'projects'],
    queryFn: ({ signal }) =>
      api.get<Page<Project>>(`/api/explore/projects?sort=mrr&limit=${PROJECTS}`, signal),
  })
  const posts = useQuery({
    queryKey: [...exploreKeys.all, 'landing', 'posts'],
    queryFn: ({ signal }) => api.get<Page<Post>>(`/api/explore/posts?limit=${POSTS}`, signal),
  })
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <TodaysLaunches headingClassName="text-xl font-bold tracking-tight" />
      </div>
      <section aria-labelledby="landing-projects" className="grid content-start gap-3">
        <h2 id="landing-projects" className="text-xl font-bold tracking-tight">
          {exploreTexts.topProjects}
        </h2>
        <ul className="grid gap-3">
          {projects.isPending
            ? Array.from({ length: PROJECTS }, (_, index) => (
                <li key={index}>
                  <ProjectCardSkeleton />
                </li>
              ))
            : (projects.data?.items ?? []).map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
        </ul>
      </section>
      <section aria-labelledby="landing-posts" className="grid content-start gap-3">
        <h2 id="landing-posts" className="text-xl font-bold tracking-tight">
          {exploreTexts.recentPosts}
        </h2>
        <ul className="grid gap-3">
          {posts.isPending
            ? Array.from({ length: POSTS }, (_, index) => (
                <li key={index}>
                  <PostCardSkeleton />
                </li>
              ))
            : (posts.data?.items ?? []).map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
        </ul>
      </section>
      <Button asChild variant="outline" size="lg" className="justify-self-center lg:col-span-2">
        <Link to={paths.explore()}>
          <Compass aria-hidden />
          {exploreTexts.exploreMore}
        </Link>
      </Button>
    </div>
  )
}
