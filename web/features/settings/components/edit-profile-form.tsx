import type { Me } from '@common/auth'
import { profileTexts } from '@common/profile-texts'
import {
  type Profile,
  type UpdateProfileForm,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@common/profiles'
import { settingsTexts } from '@common/settings-texts'
import { limits } from '@common/texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { Textarea } from '@web/components/ui/textarea'
import { useUpdateProfile } from '@web/features/profiles'
import { ApiError, errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { AvatarField } from './avatar-field'

type FieldName = 'name' | 'username' | 'bio' | 'location' | 'avatarUrl'
const fieldNames: FieldName[] = ['name', 'username', 'bio', 'location', 'avatarUrl']

const valuesFrom = (profile: Profile) => ({
  name: profile.name,
  username: profile.username,
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  avatarUrl: profile.avatarUrl ?? '',
})

/** Name, username, bio, location and photo; email is shown but changed on the account page. */
export function EditProfileForm({ profile, me }: { profile: Profile; me: Me }) {
  const navigate = useNavigate()
  const updateProfile = useUpdateProfile()
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<
    UpdateProfileForm,
    unknown,
    UpdateProfileInput
  >({ resolver: zodResolver(updateProfileSchema), defaultValues: valuesFrom(profile) })
  const { errors } = formState
  const bio = watch('bio') ?? ''
  const avatarUrl = watch('avatarUrl')

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutate(
      { ...values, avatarUrl: values.avatarUrl || null },
      {
        onSuccess: () => {
          toast.success(profileTexts.profileUpdated)
          navigate(paths.settings())
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of fieldNames) {
              const message = error.fields[field]
              if (message) setError(field, { message }, { shouldFocus: true })
            }
          }
          toast.error(errorMessage(error))
        },
      },
    ),
  )

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <AvatarField
          value={avatarUrl || null}
          name={watch('name') ?? ''}
          onChange={(url) => setValue('avatarUrl', url ?? '', { shouldDirty: true })}
        />
        <FormField id="profile-name" label={settingsTexts.name} error={errors.name?.message}>
          <Input
            id="profile-name"
            autoComplete="name"
            maxLength={limits.nameMax}
            {...fieldAria('profile-name', errors.name?.message)}
            {...register('name')}
          />
        </FormField>
        <FormField
          id="profile-username"
          label={uiTexts.username}
          error={errors.username?.message}
          hint={uiTexts.usernameHint}
        >
          <Input
            id="profile-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria('profile-username', errors.username?.message, true)}
            {...register('username')}
          />
        </FormField>
        <FormField
          id="profile-email"
          label={uiTexts.email}
          hint={
            <>
              {profileTexts.emailReadOnly}.{' '}
              <Link to={paths.account()} className="font-medium text-link hover:underline">
                {settingsTexts.goToAccount}
              </Link>
            </>
          }
        >
          <Input
            id="profile-email"
            type="email"
            value={me.email}
            readOnly
            className="bg-muted"
            {...fieldAria('profile-email', undefined, true)}
          />
        </FormField>
        <FormField
          id="profile-bio"
          label={settingsTexts.bio}
          error={errors.bio?.message}
          hint={<span aria-live="polite">{`${bio.length}/${limits.bioMax}`}</span>}
        >
          <Textarea
            id="profile-bio"
            rows={3}
            maxLength={limits.bioMax}
            {...fieldAria('profile-bio', errors.bio?.message, true)}
            {...register('bio', {
              onChange: (event) => {
                const text: string = event.target.value
                if (text.length > limits.bioMax) setValue('bio', text.slice(0, limits.bioMax))
              },
            })}
          />
        </FormField>
        <FormField
          id="profile-location"
          label={settingsTexts.location}
          error={errors.location?.message}
        >
          <Input
            id="profile-location"
            autoComplete="address-level2"
            maxLength={limits.locationMax}
            {...fieldAria('profile-location', errors.location?.message)}
            {...register('location')}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button asChild variant="outline">
            <Link to={paths.settings()}>{uiTexts.cancel}</Link>
          </Button>
          <SubmitButton pending={updateProfile.isPending}>{settingsTexts.saveChanges}</SubmitButton>
        </div>
      </form>
    </Card>
  )
}
