import { launchFormTexts } from '@common/launch-form-texts'
import { launchLimits } from '@common/launches'
import { galleryLimits } from '@common/project-gallery'
import { Button } from '@web/components/ui/button'
import { fieldErrorId } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import { useAddGalleryImage, useGallery } from '@web/features/projects'
import { errorMessage } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { toast } from '@web/lib/toast'
import { ImagePlus } from 'lucide-react'
import { useRef } from 'react'

type PickerProps = {
  projectId: string
  /** The chosen images' ids, in the order they show on the launch. */
  value: string[]
  onChange: (ids: string[]) => void
  error?: string
}

/**
 * Up to 4 of the project's gallery images, in the order picked; an upload goes into the gallery
 * first (as on the project page) and is picked when there is room.
 */
export function LaunchGalleryPicker({ projectId, value, onChange, error }: PickerProps) {
  const { data: gallery, error: loadError } = useGallery(projectId)
  const add = useAddGalleryImage(projectId)
  const inputRef = useRef<HTMLInputElement>(null)
  const images = gallery?.images ?? []
  const isFull = value.length >= launchLimits.galleryMax
  const id = 'launch-gallery'

  const toggle = (imageId: string) =>
    onChange(
      value.includes(imageId) ? value.filter((chosen) => chosen !== imageId) : [...value, imageId],
    )

  const upload = async (file: File) => {
    try {
      const before = new Set(images.map((image) => image.id))
      const after = await add.mutateAsync(file)
      const added = after.images.find((image) => !before.has(image.id))
      if (added && !isFull) onChange([...value, added.id])
    } catch (uploadError) {
      toast.error(errorMessage(uploadError))
    }
  }

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : `${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{launchFormTexts.gallery}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {loadError
          ? launchFormTexts.galleryLoadFailed
          : images.length === 0 && gallery
            ? launchFormTexts.galleryEmpty
            : launchFormTexts.galleryHint}
      </p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {images.map((image, index) => {
            const position = value.indexOf(image.id) + 1
            const checked = position > 0
            return (
              <li key={image.id}>
                <label
                  className={cn(
                    'relative block cursor-pointer overflow-hidden rounded-xl border-2 border-border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    checked && 'border-primary',
                    !checked && isFull && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="checkbox"
                    className="absolute top-2 left-2 size-5 accent-primary"
                    checked={checked}
                    disabled={!checked && isFull}
                    onChange={() => toggle(image.id)}
                    aria-label={image.alt || launchFormTexts.galleryImage(index)}
                  />
                  <img
                    src={image.feedUrl}
                    alt=""
                    className="aspect-video w-full bg-muted object-cover"
                  />
                  {checked ? (
                    <span className="absolute right-2 bottom-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      {launchFormTexts.galleryPosition(position)}
                    </span>
                  ) : null}
                </label>
              </li>
            )
          })}
        </ul>
      ) : null}
      {gallery?.canEdit && images.length < galleryLimits.imagesMax ? (
        <div>
          <input
            ref={inputRef}
            type="file"
            data-testid="launch-gallery-file-input"
            accept={galleryLimits.mimeTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void upload(file)
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={add.isPending}
            onClick={() => inputRef.current?.click()}
          >
            {add.isPending ? <Spinner /> : <ImagePlus aria-hidden />}
            {add.isPending ? launchFormTexts.uploading : launchFormTexts.upload}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
