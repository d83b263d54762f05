import type { Comment } from '@common/comments'
import { safetyTexts } from '@common/safety-texts'
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu'
import { useMe } from '@web/lib/session'
import { Eye, EyeOff } from 'lucide-react'
import { usePost } from '../api'
import { useCommentHidden } from '../comment-mutations'

/**
 * "Hide comment" / "Unhide comment" in a comment's menu, for the post's author only and not on
 * their own comments (issue 31 §3). The commenter is not told. `onHide` runs as hiding starts,
 * so the thread can move focus to the collapsed comment once it is one (the menu and its
 * trigger leave with the comment's text).
 */
export function HideCommentMenuItem({
  comment,
  onHide,
}: {
  comment: Comment
  onHide?: () => void
}) {
  const me = useMe()
  // The thread sits under its post, whose page read it already.
  const post = usePost(comment.postId)
  const hide = useCommentHidden(comment.postId, comment.id)
  const isPostAuthor = me && post.data?.author.id === me.id
  if (!isPostAuthor || comment.author?.id === me.id) return null
  const isHidden = comment.collapsed === 'hiddenByAuthor'
  return (
    <DropdownMenuItem
      disabled={hide.isPending}
      onSelect={() => {
        if (!isHidden) onHide?.()
        hide.mutate(!isHidden)
      }}
    >
      {isHidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      {isHidden ? safetyTexts.unhideComment : safetyTexts.hideComment}
    </DropdownMenuItem>
  )
}
