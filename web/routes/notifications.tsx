import { NotificationsScreen } from '@web/features/notifications/components/notifications-screen'

export function Component() {
  return <NotificationsScreen />
}
