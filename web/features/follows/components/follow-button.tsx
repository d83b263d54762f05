import { followTexts } from '@common/follow-texts'
import { Button } from '@web/components/ui/button'
import { UserCheck, UserPlus } from 'lucide-react'
import { useSetFollow } from '../api'

type FollowButtonProps = {
  username: string
  isFollowing: boolean
  size?: 'sm' | 'md'
  className?: string
}

/** Follow / Following toggle; the state flips at once and rolls back on failure. */
export function FollowButton({ username, isFollowing, size = 'md', className }: FollowButtonProps) {
  const setFollow = useSetFollow()
  return (
    <Button
      variant={isFollowing ? 'outline' : 'primary'}
      size={size}
      className={className}
      disabled={setFollow.isPending}
      onClick={() => setFollow.mutate({ username, follow: !isFollowing })}
    >
      {isFollowing ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {isFollowing ? followTexts.unfollow : followTexts.follow}
    </Button>
  )
}
