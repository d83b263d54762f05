import type { Connection } from '@common/follows'
import { Avatar } from '@web/components/ui/avatar'
import { Skeleton } from '@web/components/ui/skeleton'
import { FollowButton } from '@web/features/follows/components/follow-button'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'

type ConnectionRowProps = { connection: Connection; canFollow: boolean }

/** A person in a followers / following list; the whole name block leads to their profile. */
export function ConnectionRow({ connection, canFollow }: ConnectionRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3">
      <Link
        to={paths.profile(connection.username)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar src={connection.avatarUrl} name={connection.name} />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{connection.name}</span>
          <span className="truncate text-sm text-muted-foreground">@{connection.username}</span>
        </span>
      </Link>
      {canFollow ? (
        <FollowButton
          username={connection.username}
          isFollowing={connection.followedByMe}
          size="sm"
        />
      ) : null}
    </li>
  )
}

export function ConnectionRowSkeleton() {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3">
      <Skeleton className="size-10 rounded-full" />
      <span className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-3 w-24" />
      </span>
    </li>
  )
}
