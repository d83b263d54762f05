import { commentTexts, MAX_REPLY_INDENT } from '@common/comment-texts'
import type { Comment } from '@common/comments'
import { Button } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { Spinner } from '@web/components/ui/spinner'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useComments } from '../api'
import { CollapsedComment } from './collapsed-comment'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'

export const NEW_COMMENT_FIELD_ID = 'comment-new'

type ThreadNode = { comment: Comment; replies: ThreadNode[] }

/** Nests replies under their parents; a reply whose parent is hidden stands at the top level. */
function buildThread(comments: Comment[]): ThreadNode[] {
  const nodes = new Map<string, ThreadNode>(
    comments.map((comment) => [comment.id, { comment, replies: [] }]),
  )
  const roots: ThreadNode[] = []
  for (const node of nodes.values()) {
    const parent = node.comment.parentId ? nodes.get(node.comment.parentId) : undefined
    if (parent) parent.replies.push(node)
    else roots.push(node)
  }
  return roots
}

export function CommentThread({ postId }: { postId: string }) {
  const me = useMe()
  const query = useComments(postId)
  // The spec's rule: one reply box at a time, and no top-level box while it is open.
  const [replyTo, setReplyTo] = useState<string | null>(null)
  const comments = query.data?.pages.flatMap((page) => page.items) ?? []
  const thread = buildThread(comments)

  return (
    <section aria-labelledby="comments-heading" className="mt-6">
      <h2 id="comments-heading" className="mb-4 text-base font-semibold">
        {commentTexts.heading}
      </h2>
      {me === null ? (
        <p className="mb-5 rounded-2xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
          <Link to={paths.signup()} className="font-medium text-link hover:underline">
            {commentTexts.signUpToComment}
          </Link>
        </p>
      ) : me && replyTo === null ? (
        <div className="mb-6">
          <CommentForm
            id={NEW_COMMENT_FIELD_ID}
            postId={postId}
            parentId={null}
            label={commentTexts.newLabel}
            submitLabel={commentTexts.submit}
          />
        </div>
      ) : null}
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label={commentTexts.loading}>
          {[0, 1].map((key) => (
            <div key={key} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-16 flex-1 rounded-2xl" />
            </div>
          ))}
        </div>
      ) : thread.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{commentTexts.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {thread.map((node) => (
            <CommentNode
              key={node.comment.id}
              node={node}
              depth={0}
              replyTo={replyTo}
              onReplyChange={setReplyTo}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {commentTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

type CommentNodeProps = {
  node: ThreadNode
  depth: number
  replyTo: string | null
  onReplyChange: (commentId: string | null) => void
}

function CommentNode({ node, depth, replyTo, onReplyChange }: CommentNodeProps) {
  const replyButtonRef = useRef<HTMLButtonElement>(null)
  const { comment, replies } = node
  const isReplying = replyTo === comment.id
  // Show opens a comment collapsed as hidden or muted; hidden again later, it collapses again.
  const [isRevealed, setIsRevealed] = useState(false)
  const [seenCollapsed, setSeenCollapsed] = useState(comment.collapsed)
  if (seenCollapsed !== comment.collapsed) {
    setSeenCollapsed(comment.collapsed)
    setIsRevealed(false)
  }
  const isCollapsed =
    comment.collapsed !== undefined && (comment.collapsed === 'blocked' || !isRevealed)
  const closeReply = () => {
    onReplyChange(null)
    requestAnimationFrame(() => replyButtonRef.current?.focus())
  }
  // Hiding a comment or showing one swaps what the node renders, and the control just used
  // (the menu's trigger, the Show button) leaves with it: focus follows to its counterpart, the
  // collapsed comment's Show button or the shown comment's text, so keyboard and screen-reader
  // users stay where they were. Only after the member's own action, never on a live change.
  const showButtonRef = useRef<HTMLButtonElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<'show' | 'body' | null>(null)
  useEffect(() => {
    const target = isCollapsed ? 'show' : 'body'
    if (focusNext.current !== target) return
    focusNext.current = null
    ;(isCollapsed ? showButtonRef : bodyRef).current?.focus()
  }, [isCollapsed])

  return (
    <li>
      {comment.collapsed && isCollapsed ? (
        <CollapsedComment
          reason={comment.collapsed}
          showButtonRef={showButtonRef}
          onShow={
            comment.collapsed === 'blocked'
              ? undefined
              : () => {
                  focusNext.current = 'body'
                  setIsRevealed(true)
                }
          }
        />
      ) : (
        <CommentItem
          comment={comment}
          replyButtonRef={replyButtonRef}
          bodyRef={bodyRef}
          onHide={() => {
            focusNext.current = 'show'
          }}
          onReply={() => onReplyChange(isReplying ? null : comment.id)}
        />
      )}
      {isReplying ? (
        <div className="mt-2 ml-11">
          <CommentForm
            id={`reply-${comment.id}`}
            postId={comment.postId}
            parentId={comment.id}
            label={commentTexts.replyLabel(comment.author?.username ?? '')}
            submitLabel={commentTexts.reply}
            onCancel={closeReply}
            onSent={closeReply}
            autoFocus
          />
        </div>
      ) : null}
      {replies.length > 0 ? (
        <ul
          className={cn(
            'mt-3 grid grid-cols-1 gap-3',
            // Indentation stops growing past the spec's depth so deep threads stay readable.
            depth < MAX_REPLY_INDENT && 'ml-4 border-l-2 border-border pl-3 sm:ml-5 sm:pl-4',
          )}
        >
          {replies.map((reply) => (
            <CommentNode
              key={reply.comment.id}
              node={reply}
              depth={depth + 1}
              replyTo={replyTo}
              onReplyChange={onReplyChange}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
