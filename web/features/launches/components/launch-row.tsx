import { launchListTexts } from '@common/launch-list-texts'
import type { Launch } from '@common/launches'
import { Skeleton } from '@web/components/ui/skeleton'
import { ProjectLogo } from '@web/features/projects/components/project-logo'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { Award, MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { LaunchNumbers } from './launch-numbers'
import { NotifyButton } from './notify-button'
import { UpvoteButton } from './upvote-button'

type LaunchRowProps = {
  launch: Launch
  /** The place on a ranked list; an upcoming row has none and offers "Notify me" instead. */
  rank?: number
  /** Where a topic leads: the leaderboard filtered by it. */
  topicHref: (topic: string) => string
  headingLevel?: 'h2' | 'h3'
}

const chipClassName =
  'relative z-10 inline-flex max-w-40 items-center truncate rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring'

/**
 * One launch on a leaderboard: the whole row leads to the launch page (its name is the link,
 * stretched over the row); the topics, the upvote and Notify me sit above that link.
 */
export function LaunchRow({ launch, rank, topicHref, headingLevel = 'h3' }: LaunchRowProps) {
  const Heading = headingLevel
  const isUpcoming = rank === undefined
  const topics = [launch.topics.category, ...launch.topics.tags.map((tag) => `#${tag}`)].filter(
    (topic): topic is string => Boolean(topic),
  )
  return (
    <article
      className={cn(
        'relative flex items-start gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs transition-colors hover:bg-hover sm:gap-4 sm:p-4',
        // Phones put Notify me under the text, so the name keeps its width.
        isUpcoming && 'flex-wrap sm:flex-nowrap',
      )}
    >
      {isUpcoming ? null : (
        <span className="w-6 shrink-0 pt-3 text-center text-sm font-semibold tabular-nums text-muted-foreground">
          <span className="sr-only">{launchListTexts.rank(rank)}</span>
          <span aria-hidden>{rank}</span>
        </span>
      )}
      <ProjectLogo name={launch.project.name} logoUrl={launch.project.logoUrl} />
      <div className="min-w-0 flex-1">
        <Heading className="truncate font-semibold">
          <Link
            to={paths.launch(launch.id)}
            className="rounded-md after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            {launch.project.name}
          </Link>
        </Heading>
        <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{launch.tagline}</p>
        {topics.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {topics.map((topic) => {
              const value = topic.replace(/^#/, '').toLowerCase()
              return (
                <li key={topic} className="flex">
                  <Link
                    to={topicHref(value)}
                    aria-label={launchListTexts.topicLink(topic)}
                    className={chipClassName}
                  >
                    {topic}
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {isUpcoming ? null : (
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden className="size-3.5" />
              {launchListTexts.comments(launch.commentsCount)}
            </span>
          )}
          {!isUpcoming && launch.countedVotesCount !== launch.votesCount ? (
            <span>{launchListTexts.counted(launch.countedVotesCount)}</span>
          ) : null}
          <LaunchNumbers project={launch.project} />
        </div>
        {launch.badges.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {launch.badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium"
              >
                <Award aria-hidden className="size-3.5 text-link" />
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div
        className={cn(
          'relative z-10 shrink-0',
          isUpcoming && 'max-sm:basis-full max-sm:pl-15 sm:self-center',
        )}
      >
        {isUpcoming ? (
          <NotifyButton launch={launch} />
        ) : (
          <UpvoteButton launch={launch} size="row" />
        )}
      </div>
    </article>
  )
}

export function LaunchRowSkeleton({ ranked = true }: { ranked?: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-border bg-card p-3 sm:gap-4 sm:p-4">
      {ranked ? <Skeleton className="mt-3 h-4 w-6" /> : null}
      <Skeleton className="size-12 rounded-xl" />
      <div className="flex-1 space-y-2 py-0.5">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <Skeleton className="h-14 w-12 rounded-xl" />
    </div>
  )
}
