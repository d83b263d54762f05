import { followTexts } from '@common/follow-texts'
import type { ConnectionListKind } from '@common/follows'
import { normaliseUsername } from '@common/username'
import { useInfiniteQuery } from '@tanstack/react-query'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { connectionsQueryOptions } from '@web/features/follows'
import { errorMessage } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { RotateCcw, Users } from 'lucide-react'
import { useParams } from 'react-router'
import { ConnectionRow, ConnectionRowSkeleton } from './connection-row'

const listTexts = {
  followers: {
    title: followTexts.followersTitle,
    empty: followTexts.noFollowers,
    failed: followTexts.followersLoadFailed,
  },
  following: {
    title: followTexts.followingTitle,
    empty: followTexts.noFollowing,
    failed: followTexts.followingLoadFailed,
  },
}

/** The followers or following list of the profile in the URL. */
export function ConnectionsPage({ kind }: { kind: ConnectionListKind }) {
  const username = normaliseUsername(useParams().username ?? '')
  const me = useMe()
  const text = listTexts[kind]
  const query = useInfiniteQuery(connectionsQueryOptions(username, kind))
  useLoadOutcome(query, {
    missing: { show: 'notFound' },
    failed: {
      show: 'inPlace',
      toast: { title: text.failed, description: errorMessage(query.error, '') || undefined },
    },
  })

  const rows = query.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <>
      <PageHeader
        title={text.title}
        description={`@${username}`}
        back={<BackButton fallback={paths.profile(username)} />}
      />
      {query.isPending ? (
        <ul aria-busy="true" aria-label={uiTexts.loading} className="grid gap-2">
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
              {uiTexts.tryAgain}
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
            {uiTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  )
}
