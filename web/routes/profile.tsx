import { profileQueryOptions } from '@web/features/profiles/api'
import {
  ProfilePage,
  redirectForProfileError,
} from '@web/features/profiles/components/profile-page'
import { queryClient } from '@web/lib/query-client'
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router'

/** Unknown and banned profiles never render: the redirect happens before the screen shows. */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    await queryClient.ensureQueryData(profileQueryOptions(params.username ?? ''))
  } catch (error) {
    const target = redirectForProfileError(error)
    if (target) throw redirect(target)
    throw error
  }
  return null
}

export function Component() {
  const { username = '' } = useParams()
  return <ProfilePage username={username} />
}
