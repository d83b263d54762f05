import { linkKindInfo, linkKinds } from '@common/profile-links'
import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import { type LinksForm, linksFormFrom, linksFormSchema, type Profile } from '@common/profiles'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Spinner } from '@web/components/ui/spinner'
import { ApiError, errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useForm } from 'react-hook-form'
import { useUpdateLinks } from '../api'
import { LinkKindIcon } from './link-kind-icon'

type LinksEditorProps = { profile: Profile; onDone: () => void }

/** One labelled field per kind; Save replaces every link, Cancel keeps the saved ones. */
export function LinksEditor({ profile, onDone }: LinksEditorProps) {
  const updateLinks = useUpdateLinks(profile.username)
  const { register, handleSubmit, formState, setError } = useForm<LinksForm>({
    resolver: zodResolver(linksFormSchema),
    defaultValues: linksFormFrom(profile.links),
  })
  const { errors } = formState

  const onSubmit = handleSubmit((form) =>
    updateLinks.mutate(form, {
      onSuccess: () => {
        toast.success(profileTexts.linksUpdated)
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const kind of linkKinds) {
            const message = error.fields[kind]
            if (message) setError(kind, { message })
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
          const id = `link-${kind}`
          const error = errors[kind]?.message
          return (
            <FormField key={kind} id={id} label={`${info.label} ${info.handleName}`} error={error}>
              <div className="relative">
                <LinkKindIcon
                  kind={kind}
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
                />
                {info.prefix ? (
                  <span
                    aria-hidden
                    className="pointer-events-none absolute top-1/2 left-10 -translate-y-1/2 text-sm text-muted-foreground"
                  >
                    {info.prefix}
                  </span>
                ) : null}
                <Input
                  id={id}
                  placeholder={info.placeholder}
                  autoCapitalize="none"
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={kind === 'discord' ? 'numeric' : undefined}
                  className={
                    info.prefix.length > 1 ? 'pl-[3.75rem]' : info.prefix ? 'pl-14' : 'pl-10'
                  }
                  {...fieldAria(id, error)}
                  {...register(kind)}
                />
              </div>
            </FormField>
          )
        })}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onDone} disabled={updateLinks.isPending}>
            {uiTexts.cancel}
          </Button>
          <Button type="submit" disabled={updateLinks.isPending}>
            {updateLinks.isPending ? <Spinner /> : null}
            {uiTexts.save}
          </Button>
        </div>
      </form>
    </Card>
  )
}
