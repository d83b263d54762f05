import { profileScreenTexts } from '@common/profile-texts'
import { useQuery } from '@tanstack/react-query'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Skeleton } from '@web/components/ui/skeleton'
import { profileQueryOptions } from '@web/features/profiles/api'
import { EditProfileForm } from '@web/features/settings/components/edit-profile-form'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'
import { RotateCcw } from 'lucide-react'

export function Component() {
  const me = useMe()
  const {
    data: profile,
    isFetchedAfterMount,
    error,
    refetch,
  } = useQuery({
    ...profileQueryOptions(me?.username ?? ''),
    enabled: Boolean(me),
    // The form starts from what is saved now, not from a cached copy.
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
  return (
    <>
      <PageHeader
        title={uiTexts.editProfile}
        back={<BackButton fallback={paths.settings()} alwaysFallback />}
      />
      {me && profile && isFetchedAfterMount ? (
        <EditProfileForm profile={profile} me={me} />
      ) : error ? (
        <EmptyState
          title={errorMessage(error)}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              <RotateCcw aria-hidden />
              {uiTexts.tryAgain}
            </Button>
          }
        />
      ) : (
        <div
          role="status"
          aria-busy="true"
          className="grid gap-5 rounded-2xl border border-border p-6"
        >
          <span className="sr-only">{profileScreenTexts.loading}</span>
          <Skeleton className="size-16 rounded-full" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-11 w-full" />
          ))}
        </div>
      )}
    </>
  )
}
