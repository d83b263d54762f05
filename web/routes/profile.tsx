import { ProfilePage } from '@web/features/profiles/components/profile-page'
import { useParams } from 'react-router'

export function Component() {
  const { username = '' } = useParams()
  return <ProfilePage username={username} />
}
