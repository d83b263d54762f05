import { postScreenTexts, postTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { signUpPath } from '@web/lib/sign-up-intent'
import { toast } from '@web/lib/toast'
import { Bookmark, Heart, MessageCircle, Share2 } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePostLike, usePostSave } from '../mutations'

type PostActionsProps = {
  post: Post
  /** The comment action: open the post (cards) or jump to the comment box (detail page). */
  onComment: () => void
}

function ActionButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex h-9 min-w-9 cursor-pointer max-lg:h-11 max-lg:min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm text-muted-foreground tabular-nums transition-colors hover:bg-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-[1.15rem]',
        className,
      )}
      {...props}
    />
  )
}

/** Like, comment, save and share; visitors are invited to sign up instead. */
export function PostActions({ post, onComment }: PostActionsProps) {
  const me = useMe()
  const navigate = useNavigate()
  const like = usePostLike(post.id)
  const save = usePostSave(post.id)

  const location = useLocation()
  const requireMember = (invitation: string, action: 'like' | 'save' | 'comment') => {
    if (me) return true
    toast.info(invitation)
    // After signing up the visitor comes back here with the action done.
    navigate(signUpPath(location.pathname + location.search, { action, postId: post.id }))
    return false
  }

  const share = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.post(post.id)}`)
      toast.success(postTexts.linkCopied, { description: postTexts.linkCopiedDescription })
    } catch (error) {
      // The spec only logs a failed copy.
      console.error(error)
    }
  }

  return (
    <div className="mt-3 -ml-2.5 flex flex-wrap items-center gap-1">
      <ActionButton
        aria-label={postScreenTexts.like}
        aria-pressed={post.likedByMe}
        data-post-action="like"
        title={postScreenTexts.likes(post.likesCount)}
        onClick={() =>
          requireMember(postTexts.signUpToLike, 'like') && like.mutate(!post.likedByMe)
        }
        className={cn(post.likedByMe && 'text-rose-600 hover:text-rose-600 dark:text-rose-400')}
      >
        <Heart aria-hidden className={cn(post.likedByMe && 'fill-current')} />
        <span>{post.likesCount}</span>
      </ActionButton>
      <ActionButton
        aria-label={postScreenTexts.comment}
        title={postScreenTexts.comments(post.commentsCount)}
        onClick={() => requireMember(postTexts.signUpToComment, 'comment') && onComment()}
      >
        <MessageCircle aria-hidden />
        <span>{post.commentsCount}</span>
      </ActionButton>
      <ActionButton
        aria-label={postScreenTexts.save}
        title={post.savedByMe ? postScreenTexts.saved : postScreenTexts.save}
        aria-pressed={post.savedByMe}
        onClick={() =>
          requireMember(postTexts.signUpToSave, 'save') && save.mutate(!post.savedByMe)
        }
        className={cn('ml-auto', post.savedByMe && 'text-link hover:text-link')}
      >
        <Bookmark aria-hidden className={cn(post.savedByMe && 'fill-current')} />
      </ActionButton>
      <ActionButton aria-label={postScreenTexts.share} onClick={share}>
        <Share2 aria-hidden />
      </ActionButton>
    </div>
  )
}
