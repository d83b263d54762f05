import { profileTexts } from '@common/profile-texts'
import { avatarRules } from '@common/profiles'
import { settingsTexts } from '@common/settings-texts'
import { AvatarCropDialog } from '@web/components/avatar-crop-dialog'
import { Avatar } from '@web/components/ui/avatar'
import { Button, buttonVariants } from '@web/components/ui/button'
import { useUploadAvatar } from '@web/features/profiles'
import { errorMessage } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { toast } from '@web/lib/toast'
import { Camera } from 'lucide-react'
import { type ChangeEvent, useEffect, useState } from 'react'

type AvatarFieldProps = {
  value: string | null
  name: string
  onChange: (avatarUrl: string | null) => void
}

const accepted: readonly string[] = avatarRules.mimeTypes

/** Choose, crop and upload a picture; the form keeps its address until the profile is saved. */
export function AvatarField({ value, name, onChange }: AvatarFieldProps) {
  const [chosenUrl, setChosenUrl] = useState<string | null>(null)
  const upload = useUploadAvatar()

  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so picking the same file again still counts as a change.
    event.target.value = ''
    if (!file) return
    if (!accepted.includes(file.type)) return void toast.error(profileTexts.avatarTypes)
    if (file.size > avatarRules.bytesMax) return void toast.error(profileTexts.avatarTooLarge)
    setChosenUrl(URL.createObjectURL(file))
  }

  const uploadCropped = (image: Blob) =>
    upload.mutate(image, {
      onSuccess: ({ avatarUrl }) => {
        onChange(avatarUrl)
        setChosenUrl(null)
        toast.success(profileTexts.avatarUploaded)
      },
      onError: (error) => toast.error(errorMessage(error)),
    })

  return (
    <fieldset className="flex items-center gap-4">
      <legend className="sr-only">{settingsTexts.profilePhoto}</legend>
      <Avatar src={value} name={name || '?'} size="lg" />
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="avatar-file"
          type="file"
          accept={avatarRules.mimeTypes.join(',')}
          className="peer sr-only"
          onChange={choose}
        />
        <label
          htmlFor="avatar-file"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          )}
        >
          <Camera aria-hidden />
          {settingsTexts.changePhoto}
        </label>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {settingsTexts.removePhoto}
          </Button>
        ) : null}
      </div>
      <AvatarCropDialog
        key={chosenUrl ?? 'closed'}
        imageUrl={chosenUrl}
        isSaving={upload.isPending}
        onCancel={() => setChosenUrl(null)}
        onCropped={uploadCropped}
      />
    </fieldset>
  )
}
