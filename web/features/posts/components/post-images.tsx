import type { PostImage } from '@common/posts'
import { cn } from '@web/lib/cn'
import { useRef, useState } from 'react'
import { ImageViewer } from './image-viewer'

/** The post's images two per row (one image takes the full width); a click opens the viewer. */
export function PostImages({ images }: { images: PostImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
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
            aria-label={`Open image ${index + 1} of ${images.length}${image.alt ? `: ${image.alt}` : ''}`}
            onClick={(event) => {
              openerRef.current = event.currentTarget
              setOpenIndex(index)
            }}
            className={cn(
              'relative block cursor-zoom-in overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              isSingle ? 'max-h-[32rem]' : 'aspect-square',
              images.length === 3 && index === 2 && 'col-span-2 aspect-[2/1]',
            )}
          >
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className={cn(
                isSingle
                  ? 'h-auto max-h-[32rem] w-full object-contain'
                  : 'absolute inset-0 size-full object-cover',
              )}
            />
          </button>
        ))}
      </div>
      <ImageViewer
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocusTo={openerRef}
      />
    </>
  )
}
