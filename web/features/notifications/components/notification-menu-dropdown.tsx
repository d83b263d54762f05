import type { Notification } from '@common/notifications'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { useShieldMenu } from '@web/features/safety/components/shield-menu'
import { NotificationMenuButton } from './notification-menu-button'

export type NotificationMenuProps = {
  notification: Notification
  /** Once its actor is blocked or muted, before the lists refresh and the item leaves. */
  onShielded?: () => unknown
}

/**
 * Block or mute the member a notification is from (issue 31 §1: "a member blocks another from
 * ... a notification"), with the same items and dialogs as a post's or comment's menu. Loaded by
 * NotificationMenu on first use, so it mounts already open.
 *
 * A grouped item ("Cara and 2 others liked your post") offers the newest actor only, the one its
 * sentence names and whose avatar comes first: the menu acts on who the member reads, and the
 * label says who ("Block @cara"), so nobody is blocked by surprise. Three pairs of items for a
 * group would make a long menu about people the member did not look at; the others are one tap
 * away in the group's list of everyone, each with their profile and its menu. Likes and follows,
 * the kinds that group, are rarely what someone blocks over; a comment, reply or mention, which
 * are, is never grouped and names its one actor.
 */
export default function NotificationMenuDropdown({
  notification,
  onShielded,
}: NotificationMenuProps) {
  const shield = useShieldMenu(notification.actor.username, onShielded)
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <NotificationMenuButton />
        </DropdownMenuTrigger>
        <DropdownMenuContent>{shield.items}</DropdownMenuContent>
      </DropdownMenu>
      {shield.dialogs}
    </>
  )
}
