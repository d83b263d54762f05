import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@web/components/ui/skeleton'
import { isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { profileQueryOptions } from '../api'
import { ProfileHeader } from './profile-header'
import { ProfileTabs } from './profile-tabs'
import { SignInPrompt } from './sign-in-prompt'

/** Where a failed profile load leads: unknown names to 404, banned members to /banned. */
export function redirectForProfileError(error: unknown): string | null {
  if (isApiError(error, 404) || isApiError(error, 400)) return paths.notFound()
  if (isApiError(error) && error.code === 'banned') return paths.banned()
  return null
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading profile</span>
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="mt-4 h-7 w-48" />
      <Skeleton className="mt-2 h-4 w-32" />
      <Skeleton className="mt-5 h-4 w-64" />
      <Skeleton className="mt-8 h-10 w-full" />
    </div>
  )
}

export function ProfilePage({ username }: { username: string }) {
  const me = useMe()
  const navigate = useNavigate()
  const { data: profile, error } = useQuery(profileQueryOptions(username))

  // The route's loader redirects on first load; this covers a later refetch (a rename, a ban).
  useEffect(() => {
    const target = error ? redirectForProfileError(error) : null
    if (target) navigate(target, { replace: true })
  }, [error, navigate])

  if (!profile) return <ProfileSkeleton />
  return (
    <>
      <ProfileHeader profile={profile} />
      <ProfileTabs profile={profile} />
      {me === null ? <SignInPrompt username={profile.username} /> : null}
    </>
  )
}
