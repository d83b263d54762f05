import type { Post } from '@common/posts'
import { relativeTime } from '@common/relative-time'
import { Avatar } from '@web/components/ui/avatar'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { CollapsedPost } from './collapsed-post'
import { EditedMark } from './edited-mark'
import { PostActions } from './post-actions'
import { PostImages } from './post-images'
import { PostMenu } from './post-menu'
import { PostText } from './post-text'
import { ReplyRuleNote } from './reply-rule-note'
import { LaunchLabel, UpdateLabel } from './update-label'

export type PostOrigin = 'feed' | 'profile' | 'tag' | 'project'

/** Which list this card sits in, from the route it is rendered under. */
function usePostOrigin(): PostOrigin | undefined {
  const params = useParams()
  const { pathname } = useLocation()
  if (params.username) return 'profile'
  if (params.projectId) return 'project'
  if (params.tag) return 'tag'
  return pathname === paths.feed() ? 'feed' : undefined
}

type PostCardProps = {
  post: Post
  /** The list the reader opens the post from: its back button then returns there. */
  from?: PostOrigin
  /** On the post's own page: no link to itself, the comment action focuses the comment box. */
  isDetail?: boolean
  onComment?: () => void
  onDeleted?: () => void
}

const formatFullDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Clicks on links, buttons or selected text keep their own meaning; so do clicks in dialogs
 * and menus, which React bubbles here from their portals although they sit outside the card.
 */
function isPlainClick(event: React.MouseEvent) {
  const target = event.target as HTMLElement
  if (!event.currentTarget.contains(target) || target.closest('a, button')) return false
  return !window.getSelection()?.toString()
}

export function PostCard({ post, from, isDetail = false, onComment, onDeleted }: PostCardProps) {
  const navigate = useNavigate()
  const routeOrigin = usePostOrigin()
  const origin = from ?? routeOrigin
  const postLink = { pathname: paths.post(post.id) }
  const openPost = (focusComment = false) =>
    navigate(postLink, { state: { from: origin, focusComment } })
  // A post with a word the viewer muted as "collapse" (issue 31 §2) waits behind Show.
  const [revealed, setRevealed] = useState(false)
  // Show leaves with the collapsed row: focus moves to the card that replaces it.
  const cardRef = useRef<HTMLElement>(null)
  const focusCard = useRef(false)
  useEffect(() => {
    if (!revealed || !focusCard.current) return
    focusCard.current = false
    cardRef.current?.focus()
  }, [revealed])
  const { author } = post
  if (post.mutedWord && !revealed && !isDetail) {
    return (
      <CollapsedPost
        onShow={() => {
          focusCard.current = true
          setRevealed(true)
        }}
      />
    )
  }
  const headingId = `post-${post.id}-author`
  const postedAt = (
    <time dateTime={post.createdAt} title={formatFullDate(post.createdAt)}>
      {relativeTime(post.createdAt)}
    </time>
  )

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the time link is the keyboard way in
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      // In lists, j/k move focus from card to card (see features/shortcuts).
      data-post-card={isDetail ? undefined : ''}
      tabIndex={isDetail ? undefined : -1}
      onClick={isDetail ? undefined : (event) => isPlainClick(event) && openPost()}
      className={cn(
        '@container rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5',
        !isDetail && 'cursor-pointer transition-colors hover:border-input',
      )}
    >
      {/* With large text the names take a row of their own instead of being cut short. */}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <Link
          to={paths.profile(author.username)}
          className="-m-0.5 rounded-full p-0.5"
          // A second way to the profile for pointers: the name link beside it is the one for
          // keyboards and screen readers (while its picture loads, this one has no name at all).
          tabIndex={-1}
          aria-hidden
        >
          <Avatar src={author.avatarUrl} name={author.name} />
        </Link>
        <div className="min-w-0 flex-1 leading-tight @max-[15rem]:order-last @max-[15rem]:basis-full @max-[15rem]:*:whitespace-normal @max-[15rem]:*:[overflow-wrap:anywhere]">
          <h2 id={headingId} className="truncate text-[0.95rem] font-semibold">
            <Link to={paths.profile(author.username)} className="rounded-sm hover:underline">
              {author.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">
            <Link to={paths.profile(author.username)} className="rounded-sm hover:underline">
              @{author.username}
            </Link>
            <span aria-hidden> · </span>
            {isDetail ? (
              postedAt
            ) : (
              <Link to={postLink} state={{ from: origin }} className="rounded-sm hover:underline">
                {postedAt}
              </Link>
            )}
            {post.editedAt ? (
              <>
                <span aria-hidden> · </span>
                <EditedMark target={{ kind: 'post', id: post.id }} editedAt={post.editedAt} />
              </>
            ) : null}
          </p>
        </div>
        <PostMenu post={post} onDeleted={onDeleted} />
      </header>
      {post.launch ? (
        <LaunchLabel launch={post.launch} />
      ) : post.update ? (
        <UpdateLabel update={post.update} />
      ) : null}
      {post.content ? (
        <PostText
          text={post.content}
          mentions={post.mentions}
          className={cn('mt-3 leading-relaxed', isDetail && 'text-[1.05rem]')}
        />
      ) : null}
      <PostImages images={post.images} isPriority={isDetail} />
      <PostActions post={post} onComment={onComment ?? (() => openPost(true))} />
      <ReplyRuleNote rule={post.replyRule} className="mt-1" />
    </article>
  )
}
