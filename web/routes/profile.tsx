import { normaliseUsername } from '@common/username'
import { ProfileHeader } from '@web/features/profiles/components/profile-header'
import { ProfileTabs } from '@web/features/profiles/components/profile-tabs'
import { useMe } from '@web/lib/session'
import { useParams } from 'react-router'

export function Component() {
  const { username: rawUsername = '' } = useParams()
  const username = normaliseUsername(rawUsername)
  const me = useMe()
  const isOwner = me?.username === username

  return (
    <>
      <ProfileHeader
        username={username}
        name={isOwner ? me.name || username : username}
        avatarUrl={isOwner ? me.avatarUrl : null}
        isOwner={isOwner}
      />
      <ProfileTabs isOwner={isOwner} />
    </>
  )
}
