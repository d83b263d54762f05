import { postScreenTexts } from '@common/post-texts'
import type { PostImage } from '@common/posts'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { type RefObject, useRef } from 'react'

/** Spec section 9: a horizontal swipe of at least this many pixels changes the image. */
const SWIPE_THRESHOLD_PX = 50

type ImageViewerProps = {
  images: PostImage[]
  /** The image shown, or null when the viewer is closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Gets focus back on close (Radix only restores focus to its own Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>
}

const navButtonClassName =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white'

/** Full-screen overlay: Escape closes, arrow keys and swipes move through images and wrap. */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: ImageViewerProps) {
  const swipeStartX = useRef<number | null>(null)
  const didSwipe = useRef(false)
  const count = images.length
  const image = index === null ? undefined : images[index]
  const hasMany = count > 1

  const step = (delta: number) => {
    if (index === null || !hasMany) return
    onIndexChange((index + delta + count) % count)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  const onPointerUp = (event: React.PointerEvent) => {
    const startX = swipeStartX.current
    swipeStartX.current = null
    if (startX === null) return
    const distance = event.clientX - startX
    didSwipe.current = Math.abs(distance) >= SWIPE_THRESHOLD_PX
    if (didSwipe.current) step(distance < 0 ? 1 : -1)
  }

  // The content fills the screen, so a click on its empty backdrop closes like the overlay.
  const onBackdropClick = (event: React.MouseEvent) => {
    if (event.target === event.currentTarget && !didSwipe.current) onClose()
    didSwipe.current = false
  }

  return (
    <DialogPrimitive.Root open={image !== undefined} onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            swipeStartX.current = event.clientX
          }}
          onPointerUp={onPointerUp}
          onClick={onBackdropClick}
          onPointerCancel={() => {
            swipeStartX.current = null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-0 z-50 flex touch-pan-y items-center justify-center p-4 select-none focus:outline-none sm:p-12"
        >
          <DialogPrimitive.Title className="sr-only">
            {postScreenTexts.viewerTitle((index ?? 0) + 1, count)}
          </DialogPrimitive.Title>
          {image ? (
            <figure className="flex max-h-full max-w-full flex-col items-center gap-3">
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                draggable={false}
                className="max-h-[calc(100dvh-8rem)] w-auto max-w-full rounded-lg object-contain"
              />
              {image.alt || hasMany ? (
                <figcaption className="max-w-prose text-center text-sm text-white/85">
                  {hasMany ? <span aria-hidden>{`${(index ?? 0) + 1} / ${count}`}</span> : null}
                  {image.alt && hasMany ? ' · ' : null}
                  {image.alt}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {hasMany ? (
            <>
              <button
                type="button"
                aria-label={postScreenTexts.previousImage}
                onClick={() => step(-1)}
                className={`${navButtonClassName} left-2 sm:left-4`}
              >
                <ChevronLeft className="size-6" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={postScreenTexts.nextImage}
                onClick={() => step(1)}
                className={`${navButtonClassName} right-2 sm:right-4`}
              >
                <ChevronRight className="size-6" aria-hidden />
              </button>
            </>
          ) : null}
          <DialogPrimitive.Close
            aria-label={postScreenTexts.closeViewer}
            className="absolute top-3 right-3 z-10 flex size-11 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
