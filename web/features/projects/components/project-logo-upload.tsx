import { avatarRules } from '@common/profiles'
import type { Project } from '@common/projects'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AvatarCropDialog } from '@web/components/avatar-crop-dialog'
import { buttonVariants } from '@web/components/ui/button'
import { api, errorMessage } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { toast } from '@web/lib/toast'
import { ImageUp } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { projectKeys } from '../api'

const logoTexts = {
  upload: 'Upload logo',
  uploaded: 'Logo updated',
  types: 'Please choose a JPEG, PNG or WebP image',
  tooLarge: 'Images can be up to 10 MB',
} as const

const accepted: readonly string[] = avatarRules.mimeTypes

/**
 * A maker picks a picture, crops it in the avatar's crop dialog and it becomes the logo at once
 * (issue 17 §5); the form's typed logo address stays the other way.
 */
export function ProjectLogoUpload({ project }: { project: Project }) {
  const inputId = useId()
  const queryClient = useQueryClient()
  const [chosenUrl, setChosenUrl] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (image: Blob) => {
      const body = new FormData()
      body.append('logo', image, 'logo.jpg')
      return api.post<{ logoUrl: string }>(
        `/api/projects/${encodeURIComponent(project.id)}/logo`,
        body,
      )
    },
    onSuccess: ({ logoUrl }) => {
      queryClient.setQueryData<Project>(projectKeys.detail(project.id), (old) =>
        old ? { ...old, logoUrl } : old,
      )
      void queryClient.invalidateQueries({ queryKey: projectKeys.all })
    },
  })

  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!accepted.includes(file.type)) return void toast.error(logoTexts.types)
    if (file.size > avatarRules.bytesMax) return void toast.error(logoTexts.tooLarge)
    setChosenUrl(URL.createObjectURL(file))
  }

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={avatarRules.mimeTypes.join(',')}
        className="peer sr-only"
        onChange={choose}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
        )}
      >
        <ImageUp aria-hidden />
        {logoTexts.upload}
      </label>
      <AvatarCropDialog
        key={chosenUrl ?? 'closed'}
        imageUrl={chosenUrl}
        isSaving={upload.isPending}
        onCancel={() => setChosenUrl(null)}
        onCropped={(image) =>
          upload.mutate(image, {
            onSuccess: () => {
              setChosenUrl(null)
              toast.success(logoTexts.uploaded)
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </>
  )
}
