import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { limits } from '@common/texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { SubmitButton } from '@web/components/ui/submit-button'
import { Textarea } from '@web/components/ui/textarea'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { type FormEvent, useState } from 'react'
import { useUpdateAbout } from '../api'

type AboutEditorProps = { profile: Profile; onDone: () => void }

/** Save replaces the About text; Cancel leaves the saved one as it was. */
export function AboutEditor({ profile, onDone }: AboutEditorProps) {
  const [text, setText] = useState(profile.description ?? '')
  const updateAbout = useUpdateAbout(profile.username)
  const id = 'about-text'

  const save = (event: FormEvent) => {
    event.preventDefault()
    updateAbout.mutate(text, {
      onSuccess: () => {
        toast.success(profileTexts.aboutUpdated)
        onDone()
      },
      onError: (error) =>
        toast.error(profileTexts.somethingWentWrong, { description: errorMessage(error) }),
    })
  }

  return (
    <Card className="p-5">
      <form onSubmit={save} className="grid gap-4" aria-label={profileScreenTexts.editAbout}>
        <FormField
          id={id}
          label={profileScreenTexts.about}
          hint={`${text.length.toLocaleString('en-US')}/${limits.descriptionMax.toLocaleString('en-US')}`}
        >
          <Textarea
            id={id}
            rows={8}
            value={text}
            maxLength={limits.descriptionMax}
            onChange={(event) => setText(event.target.value)}
            {...fieldAria(id, undefined, true)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onDone} disabled={updateAbout.isPending}>
            {uiTexts.cancel}
          </Button>
          <SubmitButton pending={updateAbout.isPending}>{uiTexts.save}</SubmitButton>
        </div>
      </form>
    </Card>
  )
}
