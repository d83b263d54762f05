import { postScreenTexts, postTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import { limits } from '@common/texts'
import { Button } from '@web/components/ui/button'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import { isApiError } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useCreatePost } from '../mutations'
import type { PostTarget } from '../upload'
import { useSelectedImages } from '../use-selected-images'
import { ImagePicker } from './image-picker'
import { MentionTextarea } from './mention-textarea'

type ComposerProps = {
  /** Another endpoint taking the same form (a project's updates) and its own fields. */
  target?: PostTarget
  /** Fields of that endpoint, shown above the submit button. */
  extraFields?: React.ReactNode
  label?: string
  /** Instead of the toast and the way to the feed. */
  onPosted?: (post: Post) => void
}

/** The create-post form: text with mention suggestions, up to 4 images with alt texts. */
export function Composer({ target, extraFields, label, onPosted }: ComposerProps = {}) {
  const navigate = useNavigate()
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [progress, setProgress] = useState(0)
  const { images, add, remove, setAlt, isFull } = useSelectedImages()
  const createPost = useCreatePost(setProgress)
  const isPosting = createPost.isPending
  const isTooLong = content.length > limits.postContentMax

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (isPosting) return
    const problem =
      content.trim() === '' && images.length === 0
        ? postTexts.empty
        : isTooLong
          ? postTexts.tooLong
          : undefined
    setError(problem)
    if (problem) {
      toast.error(problem)
      return
    }
    setProgress(0)
    createPost.mutate(
      { content, images: images.map(({ file, alt }) => ({ file, alt: alt.trim() })), target },
      {
        onSuccess: (post) => {
          if (onPosted) return onPosted(post)
          toast.success(postScreenTexts.created)
          navigate(paths.feed())
        },
        onError: (failure) => {
          // A rule the server enforced (size, count, length) is worth naming.
          const reason = isApiError(failure) && failure.status < 500 ? failure.message : undefined
          toast.error(postTexts.createFailed, { description: reason })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField id="post-content" label={label ?? postScreenTexts.composerLabel} error={error}>
        <MentionTextarea
          id="post-content"
          value={content}
          onValueChange={(value) => {
            setContent(value)
            if (error) setError(undefined)
          }}
          placeholder={postScreenTexts.composerPlaceholder}
          rows={6}
          disabled={isPosting}
          className="min-h-40"
          {...fieldAria('post-content', error)}
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
      <ImagePicker
        images={images}
        onAdd={add}
        onRemove={remove}
        onAltChange={setAlt}
        isFull={isFull}
        disabled={isPosting}
      />
      {isPosting && images.length > 0 ? (
        <div
          role="progressbar"
          aria-label={postScreenTexts.uploadingImages}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${Math.max(4, progress * 100)}%` }}
          />
        </div>
      ) : null}
      {extraFields}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isPosting} className="min-w-32">
          {isPosting ? <Spinner /> : null}
          {isPosting ? postScreenTexts.submitting : postScreenTexts.submit}
        </Button>
      </div>
    </form>
  )
}
