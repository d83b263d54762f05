import {
  isLaunchNotice,
  launchNoticeSentence,
  type Notification,
  notificationGroupSentence,
  notificationKindLabel,
  notificationSentence,
  notificationTexts,
} from '@common/notifications'
import { relativeTime } from '@common/relative-time'
import { Avatar } from '@web/components/ui/avatar'
import { Skeleton } from '@web/components/ui/skeleton'
import { MakerInviteNotice } from '@web/features/projects/components/maker-invite-notice'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import {
  ArrowBigUp,
  AtSign,
  Bell,
  Flag,
  FolderKanban,
  Heart,
  type LucideIcon,
  MessageCircle,
  Reply,
  Rocket,
  Trophy,
  UserCheck,
  UserPlus,
  Users,
} from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { FollowBackButton } from './follow-back-button'
import { NotificationActorsDialog } from './notification-actors-dialog'
import { NotificationMenu } from './notification-menu'

/** The icon of each kind; a kind added later shows the bell until it gets one here. */
const kindIcons: Record<string, { icon: LucideIcon; className: string }> = {
  like: { icon: Heart, className: 'text-danger fill-current' },
  follow: { icon: UserPlus, className: 'text-primary' },
  comment: { icon: MessageCircle, className: 'text-link' },
  reply: { icon: Reply, className: 'text-link' },
  mention: { icon: AtSign, className: 'text-link' },
  project_mention: { icon: AtSign, className: 'text-link' },
  project_update: { icon: FolderKanban, className: 'text-primary' },
  project_milestone: { icon: Flag, className: 'text-primary' },
  maker_invite: { icon: Users, className: 'text-primary' },
  maker_joined: { icon: UserCheck, className: 'text-primary' },
  launch_live: { icon: Rocket, className: 'text-primary' },
  launch_notify: { icon: Rocket, className: 'text-primary' },
  launch_upvote: { icon: ArrowBigUp, className: 'text-primary fill-current' },
  launch_ranked: { icon: Trophy, className: 'text-primary' },
}

/**
 * Notices the app gives of itself (their actor is the recipient): no avatar, no menu, just the
 * sentence. A "Notify me" notice keeps its maker's avatar and menu.
 */
const appNotices = new Set(['launch_live', 'launch_ranked'])
const fallbackIcon = { icon: Bell, className: 'text-muted-foreground' }

type NotificationItemProps = {
  notification: Notification
  now: Date
  onOpen: (notification: Notification) => void
  /** Its actor was blocked or muted from its menu; the lists refresh next and it leaves. */
  onShielded?: () => void
}

/**
 * One item: its kind's icon, the newest actors' avatars (a grouped item's open the list of
 * everyone), names, the sentence (naming a followed or launched project), a quote for mentions,
 * comments, replies and a followed project's updates, Follow back on a follow, and a menu to
 * block or mute the actor. A launch notice's sentence stands alone ('Your launch of Kite is
 * live'). The text opens the item's target (a launch notice: the launch page).
 */
export function NotificationItem({ notification, now, onOpen, onShielded }: NotificationItemProps) {
  const { actor, actors, actorCount, isRead, createdAt, type } = notification
  const [isListOpen, setIsListOpen] = useState(false)
  const { icon: Icon, className: iconClass } = Object.hasOwn(kindIcons, type)
    ? (kindIcons[type] ?? fallbackIcon)
    : fallbackIcon
  const isGroup = actorCount > 1
  const isAppNotice = appNotices.has(type)
  const shown = actors.length > 0 ? actors : [actor]
  const avatars = (
    <span className="flex -space-x-2">
      {shown.map((person) => (
        <Avatar
          key={person.id}
          src={person.avatarUrl}
          name={person.name || person.username}
          size="sm"
          className="ring-2 ring-card"
        />
      ))}
    </span>
  )

  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl px-3 py-3 transition-colors duration-500 sm:px-4',
        isRead ? 'hover:bg-hover' : 'bg-primary-soft/70 hover:bg-primary-soft',
      )}
    >
      <Icon
        role="img"
        aria-label={notificationKindLabel(type)}
        className={cn('mt-1.5 size-5 shrink-0', iconClass)}
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        {isAppNotice ? null : (
          <div className="flex items-center justify-between gap-2">
            {isGroup ? (
              <button
                type="button"
                onClick={() => setIsListOpen(true)}
                aria-label={notificationTexts.seeEveryone(actorCount)}
                className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {avatars}
              </button>
            ) : (
              <Link
                to={paths.profile(actor.username)}
                aria-label={`@${actor.username}`}
                className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {avatars}
              </Link>
            )}
            <div className="flex shrink-0 items-center gap-1">
              {type === 'follow' && !isGroup ? (
                <FollowBackButton
                  username={actor.username}
                  isFollowing={notification.actorFollowedByMe}
                />
              ) : null}
              <NotificationMenu notification={notification} onShielded={onShielded} />
            </div>
          </div>
        )}
        <Link
          to={notification.target}
          onClick={() => onOpen(notification)}
          className="grid gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="text-[15px] leading-snug break-words">
            {isLaunchNotice(type) ? (
              launchNoticeSentence(type, notification.launch)
            ) : isGroup ? (
              <>
                <span className="font-semibold">{actor.name || actor.username}</span>{' '}
                {notificationTexts.others(actorCount - 1)}{' '}
                {notificationGroupSentence(type, notification.projectName)}
              </>
            ) : (
              <>
                <span className="font-semibold">{actor.name || actor.username}</span>{' '}
                <span className="text-muted-foreground">@{actor.username}</span>{' '}
                {notificationSentence(
                  type,
                  notification.commentId !== null,
                  notification.projectName,
                )}
              </>
            )}
          </span>
          {notification.quote ? (
            <span className="line-clamp-2 border-l-2 border-border pl-2 text-sm break-words text-muted-foreground">
              {notification.quote}
            </span>
          ) : null}
          <time
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
            className="text-xs text-muted-foreground"
          >
            {relativeTime(createdAt, now)}
          </time>
        </Link>
        {type === 'maker_invite' && notification.projectId ? (
          <MakerInviteNotice projectId={notification.projectId} />
        ) : null}
      </div>
      {/* Stays in place when read so the dot fades out instead of jumping away. */}
      <span
        aria-hidden
        className={cn(
          'mt-2 size-2.5 shrink-0 rounded-full bg-primary transition-opacity duration-500',
          isRead && 'opacity-0',
        )}
      />
      {isRead ? null : <span className="sr-only">{notificationTexts.unread}</span>}
      {isGroup ? (
        <NotificationActorsDialog
          notification={notification}
          open={isListOpen}
          onOpenChange={setIsListOpen}
        />
      ) : null}
    </li>
  )
}

export function NotificationItemSkeleton() {
  return (
    <li className="flex items-start gap-3 px-3 py-3 sm:px-4">
      <Skeleton className="size-5 rounded-full" />
      <span className="grid flex-1 gap-2 pt-1">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-3.5 w-3/4" />
        <Skeleton className="h-3 w-10" />
      </span>
    </li>
  )
}
