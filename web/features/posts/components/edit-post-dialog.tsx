import { postEditTexts } from '@common/post-edit-texts'
import { postEditInputSchema } from '@common/post-edits'
import type { Post } from '@common/posts'
import { limits } from '@common/texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Spinner } from '@web/components/ui/spinner'
import { isApiError } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { toast } from '@web/lib/toast'
import { useId, useState } from 'react'
import { useEditPost } from '../edit-api'
import { MentionTextarea } from './mention-textarea'

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
  const isTooLong = content.length > limits.postContentMax

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = postEditInputSchema.safeParse({ content, alt })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    editPost.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(postEditTexts.saved)
        onDone()
      },
      onError: (failure) => {
        // The server's rule (empty, too many mentions) is worth naming; anything else is not.
        if (isApiError(failure) && failure.status < 500) setError(failure.message)
        else toast.error(postEditTexts.saveFailed)
      },
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
      <FormField id={contentId} label={postEditTexts.textLabel} error={error}>
        <MentionTextarea
          id={contentId}
          value={content}
          onValueChange={(value) => {
            setContent(value)
            if (error) setError(undefined)
          }}
          rows={6}
          disabled={editPost.isPending}
          className="min-h-36"
          {...fieldAria(contentId, error)}
        />
      </FormField>
      <p
        className={cn(
          '-mt-3 text-right text-xs text-muted-foreground tabular-nums',
          isTooLong && 'text-danger',
        )}
      >
        {content.length.toLocaleString('en-US')} / {limits.postContentMax.toLocaleString('en-US')}
      </p>
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={editPost.isPending}>
          {postEditTexts.cancel}
        </Button>
        <Button type="submit" disabled={editPost.isPending || isTooLong}>
          {editPost.isPending ? <Spinner /> : null}
          {editPost.isPending ? postEditTexts.saving : postEditTexts.save}
        </Button>
      </DialogFooter>
    </form>
  )
}
