import { type Notification, notificationTexts } from '@common/notifications'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import { Spinner } from '@web/components/ui/spinner'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { useNotificationActors } from '../api'
import { FollowBackButton } from './follow-back-button'

type NotificationActorsDialogProps = {
  notification: Notification
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Everyone a grouped item stands for, newest first, a page at a time, each with Follow. */
export function NotificationActorsDialog({
  notification,
  open,
  onOpenChange,
}: NotificationActorsDialogProps) {
  const query = useNotificationActors(notification.id, open)
  const actors = query.data?.pages.flatMap((page) => page.items) ?? []
  const title = notificationTexts.actorsTitle(notification.type)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">
            {notificationTexts.seeEveryone(notification.actorCount)}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div role="status" aria-label={notificationTexts.loading} className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError && actors.length === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">{notificationTexts.actorsLoadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden />
              {uiTexts.tryAgain}
            </Button>
          </div>
        ) : (
          <ul aria-label={title} className="grid max-h-[60vh] gap-1 overflow-y-auto">
            {actors.map((actor) => (
              <li key={actor.id} className="flex items-center gap-2">
                <Link
                  to={paths.profile(actor.username)}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-hover"
                >
                  <Avatar src={actor.avatarUrl} name={actor.name || actor.username} size="sm" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{actor.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      @{actor.username}
                    </span>
                  </span>
                </Link>
                {notification.type === 'follow' ? (
                  <FollowBackButton username={actor.username} isFollowing={actor.followedByMe} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {notificationTexts.loadMore}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
