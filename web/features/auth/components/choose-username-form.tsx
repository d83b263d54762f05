import type { Me } from '@common/auth'
import { usernameSchema } from '@common/auth'
import { signInTexts } from '@common/sign-in-texts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { api, errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { startSession } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { saveFirstEmailChoices } from '../api'
import { DigestChoice } from './digest-choice'

const formSchema = z.object({ username: usernameSchema })
type Form = z.input<typeof formSchema>

/**
 * After a provider's first sign-in (issue 18 §4): the proposed username, kept or changed
 * under the spec's rules. The name stays equal to the username, as at any sign-up.
 */
export function ChooseUsernameForm({ me }: { me: Me }) {
  const navigate = useNavigate()
  // A provider's sign-up asks the digest question here, as the sign-up form does (decision 031).
  const [digest, setDigest] = useState(true)
  const save = useMutation({
    mutationFn: async (username: string) => {
      await saveFirstEmailChoices(digest)
      if (username !== me.username) {
        const sameName = me.name === me.username
        await api.patch('/api/me/profile', sameName ? { username, name: username } : { username })
      }
      await startSession()
    },
  })
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: me.username },
  })
  const error = formState.errors.username?.message
  const onSubmit = handleSubmit((values) =>
    save.mutate(formSchema.parse(values).username, {
      onSuccess: () => navigate(paths.feed(), { replace: true }),
      onError: (problem) => toast.error(errorMessage(problem)),
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="choose-username" label={signInTexts.username} error={error}>
        <Input
          id="choose-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria('choose-username', error)}
          {...register('username')}
        />
      </FormField>
      <DigestChoice checked={digest} onChange={setDigest} />
      <SubmitButton size="lg" pending={save.isPending}>
        {signInTexts.continue}
      </SubmitButton>
    </form>
  )
}
