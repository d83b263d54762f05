import { commentTexts } from '@common/comment-texts'
import { type Comment, commentEditInputSchema } from '@common/comments'
import { postEditTexts } from '@common/post-edit-texts'
import { limits } from '@common/texts'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog'
import { toast } from '@web/lib/toast'
import { useId, useState } from 'react'
import { useEditComment } from '../edit-api'
import { EditDialogFooter, EditTextField, showEditFailure } from './edit-text-field'

type EditCommentDialogProps = {
  comment: Comment
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Its author's edit of a comment's text; the earlier text stays in its history (039). */
export default function EditCommentDialog({ comment, open, onOpenChange }: EditCommentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        {/* Mounted per opening, so each edit starts from the comment as it is now. */}
        {open ? <EditCommentForm comment={comment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function EditCommentForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const contentId = `${useId()}-content`
  const [content, setContent] = useState(comment.content)
  const [error, setError] = useState<string>()
  const editComment = useEditComment(comment)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = commentEditInputSchema.safeParse({ content })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    editComment.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(commentTexts.saved)
        onDone()
      },
      onError: (failure) => showEditFailure(failure, setError, postEditTexts.saveFailed),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{commentTexts.editTitle}</DialogTitle>
      </DialogHeader>
      <EditTextField
        id={contentId}
        label={commentTexts.textLabel}
        value={content}
        onValueChange={(value) => {
          setContent(value)
          if (error) setError(undefined)
        }}
        max={limits.commentMax}
        error={error}
        rows={4}
        disabled={editComment.isPending}
        className="min-h-28"
      />
      <EditDialogFooter
        texts={postEditTexts}
        isPending={editComment.isPending}
        canSave={content.length <= limits.commentMax}
        onCancel={onDone}
      />
    </form>
  )
}
