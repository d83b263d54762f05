import { type GalleryImage, galleryLimits, galleryTexts } from '@common/project-gallery'
import { Skeleton } from '@web/components/ui/skeleton'
import { errorMessage } from '@web/lib/api'
import { lazy, Suspense, useRef, useState } from 'react'
import { useGallery } from '../gallery-api'
import { GalleryManager } from './project-gallery-manager'

// The viewer (and its dialog library) loads when a screenshot is first pointed at or opened.
const loadViewer = () => import('@web/features/posts/components/image-viewer')
const ImageViewer = lazy(() => loadViewer().then(({ ImageViewer }) => ({ default: ImageViewer })))

function Thumbnail({
  image,
  index,
  count,
  onOpen,
}: {
  image: GalleryImage
  index: number
  count: number
  onOpen: (index: number, opener: HTMLButtonElement) => void
}) {
  return (
    <button
      type="button"
      aria-label={`${galleryTexts.open(index, count)}${image.alt ? `: ${image.alt}` : ''}`}
      onPointerEnter={() => void loadViewer()}
      onFocus={() => void loadViewer()}
      onClick={(event) => onOpen(index, event.currentTarget)}
      className="relative block aspect-video w-64 shrink-0 cursor-zoom-in snap-start overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-72"
    >
      <img
        src={image.feedUrl}
        alt=""
        width={image.feedWidth}
        height={Math.round((image.feedWidth * image.height) / image.width)}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </button>
  )
}

/**
 * The project's screenshots (issue 17 §5): a strip that scrolls sideways, each opening the post
 * image viewer; its makers add, reorder and remove them below it.
 */
export function ProjectGallery({ projectId }: { projectId: string }) {
  const gallery = useGallery(projectId)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [wasOpened, setWasOpened] = useState(false)
  const openerRef = useRef<HTMLButtonElement | null>(null)

  if (gallery.isPending) {
    return (
      <div className="flex gap-3 overflow-hidden" aria-hidden>
        <Skeleton className="aspect-video w-64 shrink-0 rounded-xl sm:w-72" />
        <Skeleton className="aspect-video w-64 shrink-0 rounded-xl sm:w-72" />
      </div>
    )
  }
  if (gallery.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {galleryTexts.loadFailed}: {errorMessage(gallery.error)}
      </p>
    )
  }
  const { images, canEdit } = gallery.data
  // Visitors see nothing where there are no screenshots; makers see the invitation to add some.
  if (images.length === 0 && !canEdit) return null

  return (
    <section aria-label={galleryTexts.title} className="grid gap-3">
      {images.length > 0 ? (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <Thumbnail
                image={image}
                index={index}
                count={images.length}
                onOpen={(at, opener) => {
                  openerRef.current = opener
                  setWasOpened(true)
                  setOpenIndex(at)
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <GalleryManager projectId={projectId} images={images} max={galleryLimits.imagesMax} />
      ) : null}
      {wasOpened ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            returnFocusTo={openerRef}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
