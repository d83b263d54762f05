import { profileScreenTexts } from '@common/profile-texts'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@web/components/ui/skeleton'
import { ProfileChecklist } from '@web/features/onboarding/components/profile-checklist'
import { useMe } from '@web/lib/session'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { profileQueryOptions } from '../api'
import { ProfileHeader } from './profile-header'
import { ProfileTabs } from './profile-tabs'
import { SignInPrompt } from './sign-in-prompt'

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{profileScreenTexts.loading}</span>
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
  const { data: profile, error } = useQuery(profileQueryOptions(username))
  // Unknown names go to /404 and banned members to /banned, on first load or a later refetch
  // (a rename, a ban); a profile that cannot be loaded at all shows the route's error screen.
  useLoadOutcome(
    { data: profile, error },
    { missing: { show: 'notFound' }, failed: { show: 'errorBoundary' } },
  )

  if (!profile) return <ProfileSkeleton />
  return (
    <>
      <ProfileHeader profile={profile} />
      {me?.id === profile.id ? <ProfileChecklist /> : null}
      <ProfileTabs profile={profile} />
      {me === null ? <SignInPrompt username={profile.username} /> : null}
    </>
  )
}
