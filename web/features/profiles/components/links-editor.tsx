import { urlLinkLimits, urlLinkTexts } from '@common/profile-link-urls'
import { linkKindInfo, linkKinds } from '@common/profile-links'
import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import { type LinksForm, linksFormFrom, linksFormSchema, type Profile } from '@common/profiles'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { SubmitButton } from '@web/components/ui/submit-button'
import { ApiError, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Plus, X } from 'lucide-react'
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form'
import { useUpdateLinks } from '../api'
import { LinkField } from './link-field'

type LinksEditorProps = { profile: Profile; onDone: () => void }

/**
 * One field per kind, then labelled other links; Save replaces every link, Cancel keeps the
 * saved ones. Each field is checked when it is left (another kind's address is refused there).
 */
export function LinksEditor({ profile, onDone }: LinksEditorProps) {
  const updateLinks = useUpdateLinks(profile.username)
  const { register, handleSubmit, formState, setError, control } = useForm<LinksForm>({
    resolver: zodResolver(linksFormSchema),
    defaultValues: linksFormFrom(profile.links),
    mode: 'onTouched',
  })
  const others = useFieldArray({ control, name: 'others' })
  const { errors } = formState

  const onSubmit = handleSubmit((form) =>
    updateLinks.mutate(form, {
      onSuccess: () => {
        toast.success(profileTexts.linksUpdated)
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (message) setError(field as FieldPath<LinksForm>, { message })
          }
        }
        toast.error(profileTexts.somethingWentWrong, { description: errorMessage(error) })
      },
    }),
  )

  return (
    <Card className="p-5">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label={profileScreenTexts.editLinks}
      >
        {linkKinds.map((kind) => {
          const info = linkKindInfo[kind]
          return (
            <LinkField
              key={kind}
              kind={kind}
              label={`${info.label} ${info.handleName}`}
              placeholder={info.placeholder}
              prefix={info.prefix}
              numeric={kind === 'discord'}
              error={errors[kind]?.message}
              registration={register(kind)}
            />
          )
        })}
        <LinkField
          kind="mastodon"
          label={`${urlLinkTexts.mastodonLabel} ${urlLinkTexts.mastodonHandleName}`}
          placeholder={urlLinkTexts.mastodonPlaceholder}
          error={errors.mastodon?.message}
          registration={register('mastodon')}
        />
        <LinkField
          kind="website"
          label={urlLinkTexts.websiteLabel}
          placeholder={urlLinkTexts.websitePlaceholder}
          error={errors.website?.message}
          registration={register('website')}
        />
        {others.fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 rounded-xl border border-border p-3">
            <legend className="px-1 text-sm font-medium">{`${urlLinkTexts.otherLabel} ${index + 1}`}</legend>
            <LinkField
              kind="other"
              label={urlLinkTexts.otherLabelName}
              placeholder={urlLinkTexts.otherLabelPlaceholder}
              error={errors.others?.[index]?.label?.message}
              registration={register(`others.${index}.label`)}
            />
            <LinkField
              kind="website"
              label={urlLinkTexts.otherUrlName}
              placeholder={urlLinkTexts.otherUrlPlaceholder}
              error={errors.others?.[index]?.url?.message}
              registration={register(`others.${index}.url`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => others.remove(index)}
            >
              <X aria-hidden />
              {urlLinkTexts.removeOther}
            </Button>
          </fieldset>
        ))}
        {others.fields.length < urlLinkLimits.othersMax ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => others.append({ label: '', url: '' })}
          >
            <Plus aria-hidden />
            {urlLinkTexts.addOther}
          </Button>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            onClick={onDone}
            // Leaving a field checks it: a message appearing then would move Cancel from under
            // the pointer, so pressing Cancel does not take the focus (and the check) first.
            onMouseDown={(event) => event.preventDefault()}
            disabled={updateLinks.isPending}
          >
            {uiTexts.cancel}
          </Button>
          <SubmitButton pending={updateLinks.isPending}>{uiTexts.save}</SubmitButton>
        </div>
      </form>
    </Card>
  )
}
