import { launchPageTexts } from '@common/launch-page-texts'
import { type GalleryImage, galleryTexts } from '@common/project-gallery'
import { lazy, Suspense, useRef, useState } from 'react'

// The post image viewer, as on the project page: loaded when a screenshot is first pointed at.
const loadViewer = () => import('@web/features/posts/components/image-viewer')
const ImageViewer = lazy(() => loadViewer().then(({ ImageViewer }) => ({ default: ImageViewer })))

/**
 * The screenshots the makers chose for the launch (up to 4 of the project's gallery), a strip
 * that scrolls sideways as on the project page; each opens the post image viewer.
 */
export function LaunchGallery({ images }: { images: GalleryImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [wasOpened, setWasOpened] = useState(false)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  if (images.length === 0) return null

  return (
    <section aria-label={launchPageTexts.gallery}>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {images.map((image, index) => (
          <li
            key={image.id}
            className={
              images.length === 1
                ? 'w-full shrink-0 sm:w-[36rem]'
                : 'w-[85%] shrink-0 snap-start sm:w-[22rem]'
            }
          >
            <button
              type="button"
              aria-label={`${galleryTexts.open(index, images.length)}${image.alt ? `: ${image.alt}` : ''}`}
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              onClick={(event) => {
                openerRef.current = event.currentTarget
                setWasOpened(true)
                setOpenIndex(index)
              }}
              className="relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={image.feedUrl}
                alt=""
                width={image.feedWidth}
                height={Math.round((image.feedWidth * image.height) / image.width)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
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
