import type { Post } from '@common/posts'
import { splitTextEntities } from '@common/text-entities'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

type PostTextProps = {
  text: string
  /** What the server resolved: mentions become links only when they lead somewhere. */
  mentions?: Post['mentions']
  className?: string
}

const entityClassName =
  'rounded-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring'

function mentionTarget(word: string, mentions: Post['mentions'] | undefined): string | null {
  if (!mentions) return paths.profile(word)
  // A project with that name wins over a user with that username (the spec's rule).
  const project = mentions.projects.find((candidate) => candidate.key === word)
  if (project) return paths.project(project.id)
  if (mentions.users.includes(word)) return paths.profile(word)
  return null
}

/** Post or comment text with @mentions and #hashtags highlighted as links; always plain text. */
export function PostText({ text, mentions, className }: PostTextProps) {
  return (
    <p className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>
      {splitTextEntities(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text
        const target =
          segment.kind === 'hashtag'
            ? paths.tag(segment.value)
            : mentionTarget(segment.value, mentions)
        if (!target) {
          return (
            <span key={index} className="font-medium text-link">
              {segment.text}
            </span>
          )
        }
        return (
          <Link key={index} to={target} className={entityClassName}>
            {segment.text}
          </Link>
        )
      })}
    </p>
  )
}
