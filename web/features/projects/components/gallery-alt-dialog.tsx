import { type GalleryImage, galleryAltUpdateSchema, galleryTexts } from '@common/project-gallery'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { SubmitButton } from '@web/components/ui/submit-button'
import { Textarea } from '@web/components/ui/textarea'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { Captions } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useDescribeGalleryImage } from '../gallery-api'

/** A screenshot's description for screen readers, edited by the project's makers. */
export function GalleryAltDialog(props: { projectId: string; image: GalleryImage; name: string }) {
  const { projectId, image, name } = props
  const [isOpen, setIsOpen] = useState(false)
  const describe = useDescribeGalleryImage(projectId)
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(galleryAltUpdateSchema),
    defaultValues: { alt: image.alt },
  })
  const error = formState.errors.alt?.message
  const changeOpen = (open: boolean) => {
    setIsOpen(open)
    if (open) reset({ alt: image.alt })
  }
  const onSubmit = handleSubmit(({ alt }) =>
    describe.mutate(
      { imageId: image.id, alt },
      {
        onSuccess: () => {
          toast.success(galleryTexts.described)
          changeOpen(false)
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    ),
  )
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${galleryTexts.describe}: ${name}`}>
          <Captions aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{galleryTexts.describeTitle}</DialogTitle>
          <DialogDescription>{galleryTexts.describeLead}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <img src={image.feedUrl} alt="" className="max-h-48 w-full rounded-lg object-contain" />
          <FormField id="gallery-alt" label={galleryTexts.altLabel} error={error}>
            <Textarea
              id="gallery-alt"
              rows={3}
              {...fieldAria('gallery-alt', error)}
              {...register('alt')}
            />
          </FormField>
          <DialogFooter>
            <SubmitButton pending={describe.isPending}>{galleryTexts.save}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
