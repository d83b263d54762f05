import { postScreenTexts } from '@common/post-texts'
import { limits } from '@common/texts'
import { buttonVariants } from '@web/components/ui/button'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { cn } from '@web/lib/cn'
import { ImagePlus, X } from 'lucide-react'
import type { SelectedImage } from '../use-selected-images'

type ImagePickerProps = {
  images: SelectedImage[]
  onAdd: (files: File[]) => void
  onRemove: (id: string) => void
  onAltChange: (id: string, alt: string) => void
  isFull: boolean
  disabled: boolean
}

const previewHeightMaxRem = 16

/**
 * The preview's box at the image's own shape, at most the column's width and 16rem high, sized
 * from the measured size before the image paints (no layout shift). What the browser cannot
 * measure keeps the feed's 16:10 frame.
 */
function previewBox({ width, height }: SelectedImage): React.CSSProperties {
  if (!width || !height) return { aspectRatio: '16 / 10', width: '100%' }
  return {
    aspectRatio: `${width} / ${height}`,
    width: `min(100%, ${((previewHeightMaxRem * width) / height).toFixed(3)}rem)`,
  }
}

/** Chosen images as previews at their own shape, each with its alt text and a remove button, plus the picker. */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
  onAltChange,
  isFull,
  disabled,
}: ImagePickerProps) {
  return (
    <div className="grid gap-3">
      {images.length > 0 ? (
        <ul
          className={cn('grid gap-3', images.length > 1 && 'grid-cols-2')}
          aria-label={postScreenTexts.imagesToPost}
        >
          {images.map((image, index) => (
            <li key={image.id} className="grid content-start gap-2">
              <div className="relative flex items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
                <img
                  src={image.previewUrl}
                  alt=""
                  className="block max-w-full object-contain"
                  style={previewBox(image)}
                />
                <button
                  type="button"
                  onClick={() => onRemove(image.id)}
                  disabled={disabled}
                  aria-label={postScreenTexts.removeImage(index + 1)}
                  className="absolute top-2 right-2 flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
              <Label htmlFor={`alt-${image.id}`} className="text-xs text-muted-foreground">
                {postScreenTexts.altTextLabel(index + 1)}
              </Label>
              <Input
                id={`alt-${image.id}`}
                value={image.alt}
                maxLength={limits.altTextMax}
                onChange={(event) => onAltChange(image.id, event.target.value)}
                placeholder={postScreenTexts.altTextPlaceholder}
                disabled={disabled}
                className="h-9"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-3">
        <input
          id="post-images"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || isFull}
          className="peer sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []))
            // Picking the same file again after removing it must fire change again.
            event.target.value = ''
          }}
        />
        <label
          htmlFor="post-images"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            (disabled || isFull) && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden />
          {postScreenTexts.addImages}
        </label>
        <span className="text-xs text-muted-foreground">
          {images.length}/{limits.imagesPerPost} {postScreenTexts.imageSizeHint}
        </span>
      </div>
    </div>
  )
}
