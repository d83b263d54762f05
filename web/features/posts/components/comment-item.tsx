import { commentTexts } from '@common/comment-texts'
import type { Comment } from '@common/comments'
import { postTexts } from '@common/post-texts'
import { relativeTime } from '@common/relative-time'
import { reportActionLabel, reportTexts } from '@common/report-texts'
import { Avatar } from '@web/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { ReportDialog } from '@web/features/reports/components/report-dialog'
import { useShieldMenu } from '@web/features/safety/components/shield-menu'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { Ellipsis, Flag, Heart, Pencil, Reply, Trash2 } from 'lucide-react'
import { lazy, type Ref, Suspense, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCommentLike } from '../comment-mutations'
import { CommentDeleteDialog } from './comment-delete-dialog'
import { EditedMark } from './edited-mark'
import { HideCommentMenuItem } from './hide-comment-menu-item'
import { PostText } from './post-text'

// The edit form (and its mention suggestions) loads when its author opens it.
const EditCommentDialog = lazy(() => import('./edit-comment-dialog'))

type CommentItemProps = {
  comment: Comment
  onReply: () => void
  replyButtonRef?: Ref<HTMLButtonElement>
  /** The comment's text (name, time and words), focused after Show (comment-thread.tsx). */
  bodyRef?: Ref<HTMLDivElement>
  /** The post's author starts hiding it (its menu then leaves with it). */
  onHide?: () => void
}

// 44 px touch targets on phones and tablets; compact on desktops.
const smallButtonClassName =
  'inline-flex h-8 cursor-pointer max-lg:h-11 max-lg:min-w-11 justify-center items-center gap-1.5 rounded-full px-2 text-xs font-medium text-muted-foreground tabular-nums hover:bg-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-3.5'

export function CommentItem(props: CommentItemProps) {
  // A tombstone: its author deleted it, its replies stay under it (issue 19).
  if (props.comment.deleted || !props.comment.author) return <DeletedComment />
  return <ShownComment {...props} author={props.comment.author} />
}

function DeletedComment() {
  return (
    <div className="flex gap-3">
      <div aria-hidden className="size-8 shrink-0 rounded-full bg-muted" />
      <p className="min-w-0 flex-1 self-center rounded-2xl border border-dashed px-3.5 py-2 text-sm text-muted-foreground italic">
        {commentTexts.tombstone}
      </p>
    </div>
  )
}

function ShownComment({
  comment,
  onReply,
  replyButtonRef,
  bodyRef,
  onHide,
  author,
}: CommentItemProps & { author: NonNullable<Comment['author']> }) {
  const me = useMe()
  const navigate = useNavigate()
  const like = useCommentLike(comment.postId, comment.id)
  const [dialog, setDialog] = useState<'report' | 'edit' | 'delete' | null>(null)
  const isOwn = me?.id === author.id
  const shield = useShieldMenu(author.username)

  const asMember = (invitation: string, action: () => void) => () => {
    if (me) return action()
    toast.info(invitation)
    navigate(paths.signup())
  }

  return (
    <div className="flex gap-3">
      <Link
        to={paths.profile(author.username)}
        // For pointers; the author's name link is the one for keyboards and screen readers.
        tabIndex={-1}
        aria-hidden
        className="-m-1.5 self-start rounded-full p-1.5"
      >
        <Avatar src={author.avatarUrl} name={author.name} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <div
          ref={bodyRef}
          // Focused by the thread only (after Show), never a Tab stop.
          tabIndex={-1}
          className="rounded-2xl bg-muted px-3.5 py-2.5"
        >
          <div className="flex items-baseline gap-1.5 text-sm">
            <Link
              to={paths.profile(author.username)}
              className="truncate rounded-sm font-semibold hover:underline"
            >
              {author.name}
            </Link>
            <span className="truncate text-muted-foreground">@{author.username}</span>
            <span aria-hidden className="text-muted-foreground">
              ·
            </span>
            <time dateTime={comment.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(comment.createdAt)}
            </time>
            {comment.editedAt ? (
              <span className="shrink-0 text-xs text-muted-foreground">
                <span aria-hidden>· </span>
                <EditedMark
                  target={{ kind: 'comment', id: comment.id }}
                  editedAt={comment.editedAt}
                />
              </span>
            ) : null}
          </div>
          <PostText text={comment.content} className="mt-0.5 text-[0.95rem] leading-relaxed" />
        </div>
        <div className="mt-0.5 flex items-center gap-0.5">
          <button
            type="button"
            aria-label={commentTexts.like}
            aria-pressed={comment.likedByMe}
            onClick={asMember(postTexts.signUpToLike, () => like.mutate(!comment.likedByMe))}
            className={cn(
              smallButtonClassName,
              comment.likedByMe && 'text-rose-600 dark:text-rose-400',
            )}
          >
            <Heart aria-hidden className={cn(comment.likedByMe && 'fill-current')} />
            <span>{comment.likesCount}</span>
          </button>
          <button
            ref={replyButtonRef}
            type="button"
            onClick={asMember(postTexts.signUpToComment, onReply)}
            className={smallButtonClassName}
          >
            <Reply aria-hidden />
            {commentTexts.reply}
          </button>
          <DropdownMenu>
            <DropdownMenuTrigger aria-label={commentTexts.options} className={smallButtonClassName}>
              <Ellipsis aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <HideCommentMenuItem comment={comment} onHide={onHide} />
              {isOwn ? (
                <>
                  <DropdownMenuItem onSelect={() => setDialog('edit')}>
                    <Pencil aria-hidden />
                    {commentTexts.edit}
                  </DropdownMenuItem>
                  <DropdownMenuItem destructive onSelect={() => setDialog('delete')}>
                    <Trash2 aria-hidden />
                    {commentTexts.delete}
                  </DropdownMenuItem>
                </>
              ) : (
                <>
                  {me ? shield.items : null}
                  <DropdownMenuItem
                    onSelect={() => (me ? setDialog('report') : toast.error(reportTexts.loggedOut))}
                  >
                    <Flag aria-hidden />
                    {reportActionLabel('comment')}
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      {me && !isOwn ? shield.dialogs : null}
      {me && !isOwn ? (
        <ReportDialog
          type="comment"
          id={comment.id}
          author={author}
          open={dialog === 'report'}
          onOpenChange={(open) => setDialog(open ? 'report' : null)}
        />
      ) : null}
      {isOwn && dialog === 'edit' ? (
        <Suspense fallback={null}>
          <EditCommentDialog
            comment={comment}
            open
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
        </Suspense>
      ) : null}
      {isOwn ? (
        <CommentDeleteDialog
          comment={comment}
          open={dialog === 'delete'}
          onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        />
      ) : null}
    </div>
  )
}
