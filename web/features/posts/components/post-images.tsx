import { postScreenTexts } from '@common/post-texts'
import type { PostImage } from '@common/posts'
import { cn } from '@web/lib/cn'
import { lazy, Suspense, useRef, useState } from 'react'
import { placeholderDataUrl } from '../image-placeholder'

// The viewer and its dialog library load when an image is first pointed at or opened, not with
// every list of posts (the feed's first load has a 170 KB budget).
const loadViewer = () => import('./image-viewer')
const ImageViewer = lazy(() => loadViewer().then(({ ImageViewer }) => ({ default: ImageViewer })))

/**
 * How wide an image shows: the 640 px column less the card's padding, full width or half of it
 * in the two-per-row grid. The browser picks the feed variant or the full one from these.
 */
const WIDE_SIZES = '(min-width: 640px) 600px, calc(100vw - 66px)'
const HALF_SIZES = '(min-width: 640px) 300px, calc(50vw - 36px)'

/**
 * One image in the feed: the feed-sized variant (the full one on dense screens), its size set
 * so nothing shifts, and its ThumbHash painted behind it until it has loaded.
 */
function FeedImage({
  image,
  isWide,
  isPriority,
  className,
}: {
  image: PostImage
  isWide: boolean
  /** The page's main image (a post page's first): fetched first, not when scrolled to. */
  isPriority: boolean
  className: string
}) {
  const [isLoaded, setIsLoaded] = useState(false)
  const placeholder = isLoaded ? undefined : placeholderDataUrl(image.placeholder)
  const hasVariants = image.feedUrl !== image.url
  return (
    <img
      // A cached image may finish before React attaches onLoad.
      ref={(element) => {
        if (element?.complete && element.naturalWidth > 0) setIsLoaded(true)
      }}
      src={image.feedUrl}
      srcSet={
        hasVariants
          ? `${image.feedUrl} ${image.feedWidth}w, ${image.url} ${image.width}w`
          : undefined
      }
      sizes={hasVariants ? (isWide ? WIDE_SIZES : HALF_SIZES) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onLoad={() => setIsLoaded(true)}
      style={
        placeholder
          ? { backgroundImage: `url(${placeholder})`, backgroundSize: '100% 100%' }
          : undefined
      }
      className={className}
    />
  )
}

/** The post's images two per row (one image takes the full width); a click opens the viewer. */
export function PostImages({
  images,
  isPriority = false,
}: {
  images: PostImage[]
  /** On a post's own page its first image is the largest thing on screen. */
  isPriority?: boolean
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  // Once opened the viewer stays mounted, so closing runs its own focus return.
  const [wasOpened, setWasOpened] = useState(false)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  if (images.length === 0) return null
  const isSingle = images.length === 1

  return (
    <>
      <div
        className={cn(
          'mt-3 grid gap-1.5 overflow-hidden rounded-xl',
          isSingle ? 'grid-cols-1' : 'grid-cols-2',
        )}
      >
        {images.map((image, index) => (
          <button
            key={image.url}
            type="button"
            aria-label={postScreenTexts.openImage(index + 1, images.length, image.alt)}
            onPointerEnter={() => void loadViewer()}
            onFocus={() => void loadViewer()}
            onClick={(event) => {
              openerRef.current = event.currentTarget
              setWasOpened(true)
              setOpenIndex(index)
            }}
            className={cn(
              'relative block cursor-zoom-in overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              isSingle ? 'max-h-[32rem]' : 'aspect-square',
              images.length === 3 && index === 2 && 'col-span-2 aspect-[2/1]',
            )}
          >
            <FeedImage
              image={image}
              isWide={isSingle || (images.length === 3 && index === 2)}
              isPriority={isPriority && index === 0}
              className={cn(
                isSingle
                  ? 'h-auto max-h-[32rem] w-full object-contain'
                  : 'absolute inset-0 size-full object-cover',
              )}
            />
          </button>
        ))}
      </div>
      {wasOpened && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            returnFocusTo={openerRef}
          />
        </Suspense>
      )}
    </>
  )
}
