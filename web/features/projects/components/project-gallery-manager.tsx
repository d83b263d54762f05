import { type GalleryImage, galleryLimits, galleryTexts } from '@common/project-gallery'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useAddGalleryImage, useRemoveGalleryImage, useReorderGallery } from '../gallery-api'
import { GalleryAltDialog } from './gallery-alt-dialog'

type ManagerProps = { projectId: string; images: GalleryImage[]; max: number }

/** Makers' controls: add screenshots, and move or remove each one with buttons (keyboard-friendly). */
export function GalleryManager({ projectId, images, max }: ManagerProps) {
  const add = useAddGalleryImage(projectId)
  const reorder = useReorderGallery(projectId)
  const remove = useRemoveGalleryImage(projectId)
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(0)
  const free = max - images.length

  // One at a time, in the order picked; files past the gallery's room are refused up front.
  const upload = async (files: File[]) => {
    if (files.length > free) toast.error(galleryTexts.full)
    const accepted = files.slice(0, Math.max(0, free))
    setUploading(accepted.length)
    for (const file of accepted) {
      try {
        await add.mutateAsync(file)
      } catch (error) {
        toast.error(errorMessage(error))
        break
      } finally {
        setUploading((count) => Math.max(0, count - 1))
      }
    }
    setUploading(0)
  }

  const move = (index: number, delta: number) => {
    const ids = images.map((image) => image.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + delta, 0, moved!)
    reorder.mutate(ids, { onError: (error) => toast.error(errorMessage(error)) })
  }

  return (
    <div className="grid gap-3">
      {images.length > 0 ? (
        <ol className="grid gap-2 sm:grid-cols-2" aria-label={galleryTexts.title}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className="flex items-center gap-2 rounded-xl border border-border bg-card p-2"
            >
              <img
                src={image.feedUrl}
                alt=""
                className="aspect-video w-16 rounded-md object-cover"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate">
                  {galleryTexts.position(index, images.length)}
                </span>
                {image.alt ? (
                  <span className="block truncate text-xs text-muted-foreground">{image.alt}</span>
                ) : null}
              </span>
              <GalleryAltDialog
                projectId={projectId}
                image={image}
                name={galleryTexts.position(index, images.length)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${galleryTexts.moveUp}: ${galleryTexts.position(index, images.length)}`}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${galleryTexts.moveDown}: ${galleryTexts.position(index, images.length)}`}
                disabled={index === images.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${galleryTexts.remove}: ${galleryTexts.position(index, images.length)}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(image.id, {
                    onSuccess: () => toast.success(galleryTexts.removed),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{galleryTexts.empty}</p>
      )}
      <div className="flex items-center gap-3">
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={galleryLimits.mimeTypes.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="gallery-file-input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])]
            event.currentTarget.value = ''
            void upload(files)
          }}
        />
        <Button
          variant="outline"
          disabled={free <= 0 || uploading > 0}
          onClick={() => inputRef.current?.click()}
        >
          {uploading > 0 ? <Spinner /> : <ImagePlus aria-hidden />}
          {uploading > 0 ? galleryTexts.uploading : galleryTexts.add}
        </Button>
        <span className="text-xs text-muted-foreground">{`${images.length}/${max}`}</span>
      </div>
    </div>
  )
}
