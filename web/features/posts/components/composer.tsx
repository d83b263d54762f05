import { draftScreenTexts } from '@common/draft-texts'
import type { Draft } from '@common/drafts'
import { postScreenTexts, postTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import type { ReplyRule } from '@common/safety'
import { limits } from '@common/texts'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import {
  createDraft,
  draftKeys,
  publishDraft,
  removeDraftImage,
  saveDraft,
  uploadDraftImages,
  useDraft,
} from '@web/features/drafts'
import { DraftBar } from '@web/features/drafts/components/draft-bar'
import { DraftImages } from '@web/features/drafts/components/draft-images'
import { LeaveGuard } from '@web/features/drafts/components/leave-guard'
import { ScheduleDialog } from '@web/features/drafts/components/schedule-dialog'
import { useComposerDraft } from '@web/features/drafts/components/use-composer-draft'
import { api, isApiError } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { postKeys } from '../api'
import { useCreatePost } from '../mutations'
import type { PostTarget } from '../upload'
import { useImagePasteDrop } from '../use-image-paste-drop'
import { useSelectedImages } from '../use-selected-images'
import { ImageDropOverlay } from './image-drop-overlay'
import { ImagePicker } from './image-picker'
import { MentionTextarea } from './mention-textarea'
import { ReplyRulePicker } from './reply-rule-picker'

type ComposerProps = {
  /** Another endpoint taking the same form (a project's updates) and its own fields. */
  target?: PostTarget
  /** Fields of that endpoint, shown above the submit button. */
  extraFields?: React.ReactNode
  label?: string
  /** Text the form starts with (an accepted milestone offer's sentence), the author's to edit. */
  initialContent?: string
  /** Instead of the toast and the way to the feed. */
  onPosted?: (post: Post) => void
}

/**
 * The create-post form: text with mention and hashtag suggestions, up to 4 images with alt texts
 * (picked, pasted or dropped).
 */
export function Composer({
  target,
  extraFields,
  label,
  initialContent = '',
  onPosted,
}: ComposerProps = {}) {
  const navigate = useNavigate()
  const [content, setContent] = useState(initialContent)
  const [error, setError] = useState<string | undefined>()
  // Sent when posting only: drafts and scheduled posts do not keep it (they get everyone).
  const [replyRule, setReplyRule] = useState<ReplyRule>('everyone')
  const [progress, setProgress] = useState(0)
  const { images, add, remove, setAlt, isFull, isAdding } = useSelectedImages()
  const createPost = useCreatePost(setProgress)
  const isPosting = createPost.isPending
  const isTooLong = content.length > limits.postContentMax
  // Plain posts keep a server draft as one types (decision 030); a project update does not.
  const hasDrafts = !target
  const draft = useComposerDraft(content, hasDrafts)
  const [draftImages, setDraftImages] = useState<Draft['images']>([])
  const [isScheduling, setIsScheduling] = useState(false)
  const [isBusy, setIsBusy] = useState(false)
  const pasteDrop = useImagePasteDrop(add, !isPosting && !isBusy)
  // A ref, not state: the navigation right after posting must already see it.
  const isDone = useRef(false)
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const opened = useDraft(hasDrafts ? searchParams.get('draft') : null)
  const resume = (stored: Draft) => {
    draft.resume(stored)
    setContent(stored.content)
    setDraftImages(stored.images)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft opened from the list loads once
  useEffect(() => {
    if (opened.data) resume(opened.data)
  }, [opened.data])
  const hasUnsent = hasDrafts && (content.trim() !== '' || images.length + draftImages.length > 0)

  /** The draft as it stands, with the picked images uploaded to it: for scheduling or posting. */
  const storedDraft = async () => {
    const id = await draft.save()
    const draftId = id ?? (await saveNewEmptyDraft())
    if (images.length > 0) {
      const updated = await uploadDraftImages(
        draftId,
        images.map(({ file, alt }) => ({ file, alt: alt.trim() })),
      )
      for (const image of images) remove(image.id)
      setDraftImages(updated.images)
    }
    return draftId
  }
  const saveNewEmptyDraft = async () => {
    const created = await createDraft(content)
    draft.resume(created)
    return created.id
  }
  const finish = () => {
    isDone.current = true
    draft.forget()
    void queryClient.invalidateQueries({ queryKey: draftKeys.all })
  }

  const schedule = async (at: Date) => {
    setIsBusy(true)
    try {
      const draftId = await storedDraft()
      await saveDraft(draftId, { content, scheduledAt: at.toISOString() })
      finish()
      setIsScheduling(false)
      toast.success(draftScreenTexts.scheduled)
      navigate(paths.drafts())
    } catch (failure) {
      const reason = isApiError(failure) && failure.status < 500 ? failure.message : undefined
      toast.error(draftScreenTexts.scheduleFailed, { description: reason })
    } finally {
      setIsBusy(false)
    }
  }

  /** A draft holding uploaded images is posted as it is stored. */
  const postStoredDraft = async () => {
    setIsBusy(true)
    try {
      const draftId = await storedDraft()
      await saveDraft(draftId, { content })
      const post = await publishDraft(draftId, replyRule)
      finish()
      void queryClient.invalidateQueries({ queryKey: postKeys.all })
      if (onPosted) return onPosted(post)
      toast.success(postScreenTexts.created)
      navigate(paths.feed())
    } catch (failure) {
      const reason = isApiError(failure) && failure.status < 500 ? failure.message : undefined
      toast.error(postTexts.createFailed, { description: reason })
    } finally {
      setIsBusy(false)
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (isPosting || isAdding) return
    const problem =
      content.trim() === '' && images.length === 0 && draftImages.length === 0
        ? postTexts.empty
        : isTooLong
          ? postTexts.tooLong
          : undefined
    setError(problem)
    if (problem) {
      toast.error(problem)
      return
    }
    if (draftImages.length > 0) return void postStoredDraft()
    setProgress(0)
    // What is being posted is no longer a draft: a save still due must not bring it back.
    const postedDraft = draft.draftId
    createPost.mutate(
      {
        content,
        images: images.map(({ file, alt }) => ({ file, alt: alt.trim() })),
        target,
        replyRule,
      },
      {
        onSuccess: (post) => {
          finish()
          if (postedDraft) void api.delete(`/api/drafts/${encodeURIComponent(postedDraft)}`)
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
    <form onSubmit={submit} noValidate className="relative grid gap-5" {...pasteDrop.handlers}>
      {pasteDrop.isDragging ? <ImageDropOverlay /> : null}
      {hasDrafts ? (
        <>
          <DraftBar
            status={draft.status}
            currentId={draft.draftId}
            canOffer={content === '' && !searchParams.get('draft') && draft.draftId === null}
            onResume={resume}
          />
          <LeaveGuard
            hasUnsent={hasUnsent}
            isDone={() => isDone.current}
            // Leaving keeps picked images too: they are uploaded into the draft first.
            beforeLeave={images.length > 0 ? storedDraft : draft.save}
          />
        </>
      ) : null}
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
      {draft.draftId ? (
        <DraftImages
          images={draftImages}
          disabled={isPosting || isBusy}
          onRemove={(index) => {
            if (!draft.draftId) return
            void removeDraftImage(draft.draftId, index).then(
              (updated) => setDraftImages(updated.images),
              () => toast.error(postTexts.createFailed),
            )
          }}
        />
      ) : null}
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
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ReplyRulePicker
          value={replyRule}
          onChange={setReplyRule}
          disabled={isPosting || isBusy}
          className="mr-auto"
        />
        {hasDrafts ? (
          <>
            <Button
              type="button"
              size="lg"
              variant="outline"
              disabled={isPosting || isBusy || isAdding}
              onClick={() => setIsScheduling(true)}
            >
              {draftScreenTexts.schedule}
            </Button>
            <ScheduleDialog
              open={isScheduling}
              onOpenChange={setIsScheduling}
              onSchedule={(at) => void schedule(at)}
              isPending={isBusy}
            />
          </>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={isPosting || isBusy || isAdding}
          className="min-w-32"
        >
          {isPosting ? <Spinner /> : null}
          {isPosting ? postScreenTexts.submitting : postScreenTexts.submit}
        </Button>
      </div>
    </form>
  )
}
