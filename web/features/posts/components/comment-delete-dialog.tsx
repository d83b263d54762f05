import { commentTexts } from '@common/comment-texts'
import type { Comment } from '@common/comments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { api } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { type CommentPages, commentKeys } from '../api'
import { hasComment, withCommentChange, withoutComment } from '../comment-cache'
import { updatePostInCaches } from '../post-cache'

/**
 * Its author deletes a comment (issue 19), after the server agrees: the server alone knows
 * whether replies (perhaps on pages not loaded) keep it as a tombstone. The thread then shows
 * what this screen can tell and re-reads itself to match the server.
 */
function useDeleteComment(comment: Comment) {
  const queryClient = useQueryClient()
  const threadKey = commentKeys.forPost(comment.postId)
  return useMutation({
    mutationFn: () => api.delete<null>(`/api/comments/${encodeURIComponent(comment.id)}`),
    onSuccess: () => {
      const thread = queryClient.getQueryData<CommentPages>(threadKey)
      // The live stream may have taken it away first, with the post's new count: count it once.
      if (hasComment(thread, comment.id)) {
        updatePostInCaches(queryClient, comment.postId, (post) => ({
          ...post,
          commentsCount: Math.max(0, post.commentsCount - 1),
        }))
      }
      const hasReplies = thread?.pages.some((page) =>
        page.items.some((item) => item.parentId === comment.id),
      )
      queryClient.setQueryData<CommentPages>(threadKey, (data) =>
        hasReplies
          ? withCommentChange(data, comment.id, (item) => ({
              ...item,
              deleted: true,
              author: null,
              content: '',
              likesCount: 0,
              likedByMe: false,
            }))
          : withoutComment(data, comment.id, { withReplies: false }),
      )
      void queryClient.invalidateQueries({ queryKey: threadKey })
    },
  })
}

type CommentDeleteDialogProps = {
  comment: Comment
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function CommentDeleteDialog({ comment, open, onOpenChange }: CommentDeleteDialogProps) {
  const deleteComment = useDeleteComment(comment)
  const confirm = () =>
    deleteComment.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false)
        toast.success(commentTexts.deleted)
      },
      onError: () => toast.error(uiTexts.errorTitle, { description: commentTexts.deleteFailed }),
    })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={commentTexts.deleteTitle}
      description={commentTexts.deleteBody}
      confirmLabel={uiTexts.delete}
      pending={deleteComment.isPending}
      onConfirm={confirm}
    />
  )
}
