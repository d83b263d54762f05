import { exploreTexts } from '@common/explore-texts'
import { followTexts } from '@common/follow-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import { useSetFollow } from '@web/features/follows'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { UserCheck, UserPlus, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useDismissMaker } from '../api'

export type MakerRowData = {
  username: string
  name: string
  avatarUrl: string | null
  bio: string | null
  /** Why they are suggested, under the name. */
  reason: string
}

/**
 * Follow for members (it stays in the list as "Following" until the next visit); visitors are
 * sent to sign up. The row is this tall before and after loading (the rail's CLS).
 */
function FollowControl({ username }: { username: string }) {
  const me = useMe()
  const setFollow = useSetFollow()
  const [isFollowing, setIsFollowing] = useState(false)
  if (!me) {
    return (
      <Button asChild size="sm">
        <Link to={paths.signup()}>
          <UserPlus aria-hidden />
          {followTexts.follow}
        </Link>
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      variant={isFollowing ? 'outline' : 'primary'}
      disabled={setFollow.isPending}
      onClick={() => {
        const follow = !isFollowing
        setIsFollowing(follow)
        setFollow.mutate({ username, follow }, { onError: () => setIsFollowing(!follow) })
      }}
    >
      {isFollowing ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {isFollowing ? followTexts.unfollow : followTexts.follow}
    </Button>
  )
}

export function MakerRow({
  maker,
  canDismiss = false,
  showBio = true,
  compact = false,
}: {
  maker: MakerRowData
  canDismiss?: boolean
  showBio?: boolean
  compact?: boolean
}) {
  const dismiss = useDismissMaker()
  const displayName = maker.name || maker.username
  return (
    <div className={cn('flex items-center gap-3', compact ? 'h-16' : 'py-3')}>
      <Link
        to={paths.profile(maker.username)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Avatar src={maker.avatarUrl} name={displayName} size={compact ? 'sm' : 'md'} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{displayName}</span>
          <span className="block truncate text-xs text-muted-foreground">
            @{maker.username} · {maker.reason}
          </span>
          {showBio && maker.bio ? (
            <span className="mt-0.5 line-clamp-2 block text-sm text-foreground/90">
              {maker.bio}
            </span>
          ) : null}
        </span>
      </Link>
      <FollowControl username={maker.username} />
      {canDismiss ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={exploreTexts.dismissLabel(displayName)}
          title={exploreTexts.dismiss}
          onClick={() => dismiss.mutate(maker.username)}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </div>
  )
}
