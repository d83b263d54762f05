import { followTexts } from '@common/follow-texts'
import type { ConnectionListKind } from '@common/follows'
import { normaliseUsername } from '@common/username'
import { useInfiniteQuery } from '@tanstack/react-query'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { connectionsQueryOptions } from '@web/features/follows/api'
import { errorMessage, isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { RotateCcw, Users } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { ConnectionRow, ConnectionRowSkeleton } from './connection-row'

const listTexts = {
  followers: {
    title: 'Followers',
    empty: followTexts.noFollowers,
    failed: followTexts.followersLoadFailed,
  },
  following: {
    title: 'Following',
    empty: followTexts.noFollowing,
    failed: followTexts.followingLoadFailed,
  },
}

/** The followers or following list of the profile in the URL. */
export function ConnectionsPage({ kind }: { kind: ConnectionListKind }) {
  const username = normaliseUsername(useParams().username ?? '')
  const me = useMe()
  const navigate = useNavigate()
  const text = listTexts[kind]
  const query = useInfiniteQuery(connectionsQueryOptions(username, kind))
  const { error } = query

  useEffect(() => {
    if (!error) return
    if (isApiError(error, 404) || isApiError(error, 400))
      navigate(paths.notFound(), { replace: true })
    else if (isApiError(error) && error.code === 'banned')
      navigate(paths.banned(), { replace: true })
    else toast.error(text.failed, { description: errorMessage(error, '') || undefined })
  }, [error, navigate, text.failed])

  const rows = query.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <>
      <PageHeader
        title={text.title}
        description={`@${username}`}
        back={<BackButton fallback={paths.profile(username)} />}
      />
      {query.isPending ? (
        <ul aria-busy="true" aria-label="Loading" className="grid gap-2">
          {[0, 1, 2].map((index) => (
            <ConnectionRowSkeleton key={index} />
          ))}
        </ul>
      ) : query.isError && rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title={text.failed}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              <RotateCcw aria-hidden />
              Try again
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={Users} title={text.empty} />
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <ConnectionRow
              key={row.id}
              connection={row}
              canFollow={Boolean(me) && me?.id !== row.id}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  )
}
