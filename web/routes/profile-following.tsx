import { ConnectionsPage } from '@web/features/profiles/components/connections-page'

export function Component() {
  return <ConnectionsPage kind="following" />
}
