import { relativeTime } from '@common/relative-time'
import type { SearchPerson, SearchPost, SearchProject } from '@common/search'
import { Avatar } from '@web/components/ui/avatar'
import { CollapsedPost } from '@web/features/posts/components/collapsed-post'
import { ProjectLogo } from '@web/features/projects/components/project-logo'
import { paths } from '@web/lib/paths'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { HighlightedText } from './highlighted-text'

export const rowClassName =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-hover focus-visible:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring'

export function PersonRow({ person }: { person: SearchPerson }) {
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

export function ProjectRow({ project }: { project: SearchProject }) {
  return (
    <li>
      <Link to={paths.project(project.id)} className={rowClassName} data-search-result>
        <ProjectLogo name={project.name} logoUrl={project.logoUrl} />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{project.name}</span>
          <span className="truncate text-sm text-muted-foreground">
            {project.tagline}
            {project.category ? ` · ${project.category}` : ''}
          </span>
        </span>
      </Link>
    </li>
  )
}

/**
 * A matching post: its author, when, and the text with the matched words marked. One with a word
 * the viewer muted as "collapse" in search (issue 31 §2) waits behind "Hidden: muted word" and
 * Show, as in feeds; Show brings the row, focused.
 */
export function PostRow({ post, now }: { post: SearchPost; now: Date }) {
  const [revealed, setRevealed] = useState(false)
  // Show leaves with the collapsed row: focus moves to the row that replaces it.
  const linkRef = useRef<HTMLAnchorElement>(null)
  const focusRow = useRef(false)
  useEffect(() => {
    if (!revealed || !focusRow.current) return
    focusRow.current = false
    linkRef.current?.focus()
  }, [revealed])
  if (post.mutedWord && !revealed) {
    return (
      // The arrow keys of the search screen stop at its Show (search-screen.tsx).
      <li data-search-collapsed>
        <CollapsedPost
          variant="row"
          onShow={() => {
            focusRow.current = true
            setRevealed(true)
          }}
        />
      </li>
    )
  }
  return (
    <li>
      <Link
        ref={linkRef}
        to={paths.post(post.id)}
        className={`${rowClassName} items-start`}
        data-search-result
        data-search-post
      >
        <Avatar src={post.author.avatarUrl} name={post.author.name} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-baseline gap-1.5 text-sm">
            <span className="truncate font-medium">{post.author.name}</span>
            <span className="truncate text-muted-foreground">@{post.author.username}</span>
            <time dateTime={post.createdAt} className="shrink-0 text-muted-foreground">
              · {relativeTime(post.createdAt, now)}
            </time>
          </span>
          <span className="line-clamp-3 text-sm break-words whitespace-pre-line">
            <HighlightedText text={post.content} ranges={post.highlights} />
          </span>
        </span>
      </Link>
    </li>
  )
}
