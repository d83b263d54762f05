import type { Draft } from '@common/drafts'
import { postScreenTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { X } from 'lucide-react'

/** Images already uploaded with a resumed draft (new ones go through the image picker). */
export function DraftImages({
  images,
  onRemove,
  disabled,
}: {
  images: Draft['images']
  onRemove: (index: number) => void
  disabled?: boolean
}) {
  if (images.length === 0) return null
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {images.map((image, index) => (
        <li key={image.url} className="relative overflow-hidden rounded-lg border border-border">
          <img src={image.feedUrl} alt={image.alt} className="aspect-[16/10] w-full object-cover" />
          <Button
            type="button"
            size="icon-sm"
            variant="secondary"
            className="absolute top-1 right-1"
            aria-label={postScreenTexts.removeImage(index + 1)}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  )
}
