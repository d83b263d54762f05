import { postEditTexts } from '@common/post-edit-texts'
import { postEditInputSchema } from '@common/post-edits'
import type { Post } from '@common/posts'
import { limits } from '@common/texts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { FormField } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { toast } from '@web/lib/toast'
import { useId, useState } from 'react'
import { useEditPost } from '../edit-api'
import { EditDialogFooter, EditTextField, showEditFailure } from './edit-text-field'

type EditPostDialogProps = {
  post: Post
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The author's edit of a post's text and its images' alt texts; the images themselves stay. */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        {/* Mounted per opening, so each edit starts from the post as it is now. */}
        {open ? <EditPostForm post={post} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const id = useId()
  const contentId = `${id}-content`
  const [content, setContent] = useState(post.content)
  const [alt, setAlt] = useState(post.images.map((image) => image.alt))
  const [error, setError] = useState<string>()
  const editPost = useEditPost(post.id)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = postEditInputSchema.safeParse({ content, alt })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    editPost.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(postEditTexts.saved)
        onDone()
      },
      onError: (failure) => showEditFailure(failure, setError, postEditTexts.saveFailed),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{postEditTexts.editTitle}</DialogTitle>
        {post.images.length > 0 ? (
          <DialogDescription>{postEditTexts.editHint}</DialogDescription>
        ) : null}
      </DialogHeader>
      <EditTextField
        id={contentId}
        label={postEditTexts.textLabel}
        value={content}
        onValueChange={(value) => {
          setContent(value)
          if (error) setError(undefined)
        }}
        max={limits.postContentMax}
        error={error}
        rows={6}
        disabled={editPost.isPending}
        className="min-h-36"
      />
      {post.images.map((image, index) => (
        <div key={image.url} className="flex items-end gap-3">
          <img
            src={image.feedUrl}
            alt=""
            className="size-14 shrink-0 rounded-lg border border-border object-cover"
          />
          <FormField
            id={`${id}-alt-${index}`}
            label={postEditTexts.altLabel(index + 1)}
            className="min-w-0 flex-1"
          >
            <Input
              id={`${id}-alt-${index}`}
              value={alt[index] ?? ''}
              maxLength={limits.altTextMax}
              disabled={editPost.isPending}
              onChange={(event) =>
                setAlt((current) =>
                  current.map((text, i) => (i === index ? event.target.value : text)),
                )
              }
            />
          </FormField>
        </div>
      ))}
      <EditDialogFooter
        texts={postEditTexts}
        isPending={editPost.isPending}
        canSave={content.length <= limits.postContentMax}
        onCancel={onDone}
      />
    </form>
  )
}
