import { commentTexts } from '@common/comment-texts'
import { limits } from '@common/texts'
import { Button } from '@web/components/ui/button'
import { Label } from '@web/components/ui/label'
import { Spinner } from '@web/components/ui/spinner'
import { Textarea } from '@web/components/ui/textarea'
import { isApiError } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useState } from 'react'
import { useAddComment } from '../comment-mutations'

type CommentFormProps = {
  id: string
  postId: string
  /** The comment replied to; null for a top-level comment. */
  parentId: string | null
  label: string
  submitLabel: string
  /** Shown for replies: closes the box (the text goes with it). */
  onCancel?: () => void
  onSent?: () => void
  autoFocus?: boolean
}

export function CommentForm({
  id,
  postId,
  parentId,
  label,
  submitLabel,
  onCancel,
  onSent,
  autoFocus = false,
}: CommentFormProps) {
  const [content, setContent] = useState('')
  // A refusal the server explains (who may comment, a block): said beside the box, text kept.
  const [refusal, setRefusal] = useState<string | null>(null)
  const addComment = useAddComment(postId)
  const isBlank = content.trim() === ''

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (isBlank || addComment.isPending) return
    setRefusal(null)
    addComment.mutate(
      { content: content.trim(), parentId },
      {
        onSuccess: () => {
          setContent('')
          onSent?.()
        },
        onError: (failure) => {
          if (isApiError(failure, 403)) return setRefusal(failure.message)
          toast.error(uiTexts.errorTitle, { description: commentTexts.addFailed })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event)
          if (event.key === 'Escape' && onCancel) onCancel()
        }}
        maxLength={limits.commentMax}
        rows={parentId ? 2 : 3}
        className="min-h-0"
        disabled={addComment.isPending}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        // The reply box opens on request, so taking focus is what the reader asked for.
        autoFocus={autoFocus}
      />
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={addComment.isPending}>
            {uiTexts.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={isBlank || addComment.isPending}>
          {addComment.isPending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
