import { notificationTexts } from '@common/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { useSetFollow } from '@web/features/follows'
import { UserCheck, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { notificationKeys } from '../api'

type FollowBackButtonProps = { username: string; isFollowing: boolean; className?: string }

/**
 * 'Follow back' on a follow item (and in a group's list of everyone). It only follows: undoing
 * is the profile's business. The state flips at once; the list re-reads it quietly after.
 */
export function FollowBackButton({ username, isFollowing, className }: FollowBackButtonProps) {
  const setFollow = useSetFollow()
  const queryClient = useQueryClient()
  const [followed, setFollowed] = useState(isFollowing)
  const isOn = followed || isFollowing
  const followBack = () => {
    setFollowed(true)
    setFollow.mutate(
      { username, follow: true },
      {
        onError: () => setFollowed(false),
        onSettled: () =>
          queryClient.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'none' }),
      },
    )
  }
  return (
    <Button
      variant={isOn ? 'outline' : 'primary'}
      size="sm"
      className={className}
      disabled={isOn || setFollow.isPending}
      aria-label={
        isOn
          ? `${notificationTexts.followingBack} @${username}`
          : `${notificationTexts.followBack} @${username}`
      }
      onClick={followBack}
    >
      {isOn ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {isOn ? notificationTexts.followingBack : notificationTexts.followBack}
    </Button>
  )
}
