import { type Notification, notificationSentence, notificationTexts } from '@common/notifications'
import { relativeTime } from '@common/relative-time'
import { Avatar } from '@web/components/ui/avatar'
import { Skeleton } from '@web/components/ui/skeleton'
import { cn } from '@web/lib/cn'
import { Link } from 'react-router'

type NotificationItemProps = {
  notification: Notification
  now: Date
  onOpen: (notification: Notification) => void
}

/** One notification; the whole row opens its target (the post, project or actor's profile). */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { actor, isRead, createdAt } = notification
  return (
    <li>
      <Link
        to={notification.target}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex items-start gap-3 rounded-2xl px-3 py-3 transition-colors duration-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-4',
          isRead ? 'hover:bg-hover' : 'bg-primary-soft/70 hover:bg-primary-soft',
        )}
      >
        <Avatar
          src={actor.avatarUrl}
          name={actor.name || actor.username}
          className="ring-2 ring-card"
        />
        <span className="grid min-w-0 flex-1 gap-0.5 pt-0.5">
          <span className="text-[15px] leading-snug break-words">
            <span className="font-semibold">@{actor.username}</span>{' '}
            {notificationSentence(notification.type)}
          </span>
          <time
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
            className="text-xs text-muted-foreground"
          >
            {relativeTime(createdAt, now)}
          </time>
        </span>
        {/* Stays in place when read so the dot fades out instead of jumping away. */}
        <span
          aria-hidden
          className={cn(
            'mt-2 size-2.5 shrink-0 rounded-full bg-primary transition-opacity duration-500',
            isRead && 'opacity-0',
          )}
        />
        {isRead ? null : <span className="sr-only">{notificationTexts.unread}</span>}
      </Link>
    </li>
  )
}

export function NotificationItemSkeleton() {
  return (
    <li className="flex items-start gap-3 px-3 py-3 sm:px-4">
      <Skeleton className="size-10 rounded-full" />
      <span className="grid flex-1 gap-2 pt-1">
        <Skeleton className="h-3.5 w-3/4" />
        <Skeleton className="h-3 w-10" />
      </span>
    </li>
  )
}
