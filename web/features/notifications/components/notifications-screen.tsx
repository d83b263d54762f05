import {
  type Notification,
  type NotificationFilter,
  notificationTexts,
} from '@common/notifications'
import { useQuery } from '@tanstack/react-query'
import { LoadMore } from '@web/components/load-more'
import { PageHeader } from '@web/components/page-header'
import { Button } from '@web/components/ui/button'
import { EmptyState } from '@web/components/ui/empty-state'
import { Spinner } from '@web/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { useNow } from '@web/lib/use-now'
import { AtSign, Bell, CheckCheck, RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { unreadCountQueryOptions, useMarkAllRead, useMarkRead, useNotificationPages } from '../api'
import { useAutoMarkRead } from '../use-auto-mark-read'
import { NotificationItem, NotificationItemSkeleton } from './notification-item'

/** Title with 'Mark all read', then the list; unread items are marked read shortly after. */
export function NotificationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filter: NotificationFilter = searchParams.get('filter') === 'mentions' ? 'mentions' : 'all'
  const pages = useNotificationPages(filter)
  const unreadCount = useQuery(unreadCountQueryOptions).data ?? 0
  const notifications = pages.data?.pages.flatMap((page) => page.items) ?? []
  const hasUnreadItem = notifications.some((notification) => !notification.isRead)
  const markAllRead = useMarkAllRead()
  const markRead = useMarkRead()
  const now = useNow()
  useAutoMarkRead({ isListShown: pages.isSuccess, hasUnread: hasUnreadItem || unreadCount > 0 })

  const markAll = () =>
    markAllRead.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error)),
    })
  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id)
  }

  // Blocking or muting from an item's menu refreshes the list, and the item leaves with the
  // menu's button that had focus; focus then goes to the list (or, were it the last item, to the
  // tab's panel and its empty state) rather than to the page's start.
  const listRef = useRef<HTMLUListElement>(null)
  const allPanelRef = useRef<HTMLDivElement>(null)
  const mentionsPanelRef = useRef<HTMLDivElement>(null)
  const refocusList = useRef(false)
  const data = pages.data
  useEffect(() => {
    if (!refocusList.current || !data) return
    refocusList.current = false
    const focused = document.activeElement
    if (focused && focused !== document.body) return
    const panel = filter === 'mentions' ? mentionsPanelRef : allPanelRef
    ;(listRef.current ?? panel.current)?.focus()
  }, [data, filter])
  const onShielded = () => {
    refocusList.current = true
  }

  const list = pages.isPending ? (
    <ul role="status" aria-label={notificationTexts.loading} className="grid gap-1">
      <NotificationItemSkeleton />
      <NotificationItemSkeleton />
      <NotificationItemSkeleton />
    </ul>
  ) : pages.isError && notifications.length === 0 ? (
    <EmptyState
      title={notificationTexts.loadFailed}
      action={
        <Button variant="outline" onClick={() => void pages.refetch()}>
          <RotateCcw aria-hidden />
          {uiTexts.tryAgain}
        </Button>
      }
    />
  ) : notifications.length === 0 ? (
    <EmptyState
      icon={filter === 'mentions' ? AtSign : Bell}
      title={filter === 'mentions' ? notificationTexts.emptyMentions : notificationTexts.empty}
      description={
        filter === 'mentions'
          ? notificationTexts.emptyMentionsDescription
          : notificationTexts.emptyDescription
      }
    />
  ) : (
    <>
      <ul
        ref={listRef}
        // Focused after a block or mute from an item (above), never a Tab stop.
        tabIndex={-1}
        aria-label={notificationTexts.title}
        className="grid gap-1 rounded-2xl"
      >
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            onOpen={open}
            onShielded={onShielded}
          />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <LoadMore
          isLoading={pages.isFetchingNextPage}
          onLoadMore={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage()
          }}
        />
      ) : null}
    </>
  )

  return (
    <>
      <PageHeader
        title={notificationTexts.title}
        actions={
          hasUnreadItem || unreadCount > 0 ? (
            <Button variant="outline" size="sm" onClick={markAll} disabled={markAllRead.isPending}>
              {markAllRead.isPending ? <Spinner /> : <CheckCheck aria-hidden />}
              {notificationTexts.markAllRead}
            </Button>
          ) : null
        }
      />
      <Tabs
        value={filter}
        onValueChange={(value) =>
          setSearchParams(value === 'mentions' ? { filter: 'mentions' } : {}, { replace: true })
        }
      >
        <TabsList aria-label={notificationTexts.filterLabel}>
          <TabsTrigger value="all">{notificationTexts.filterAll}</TabsTrigger>
          <TabsTrigger value="mentions">{notificationTexts.filterMentions}</TabsTrigger>
        </TabsList>
        <TabsContent ref={allPanelRef} value="all">
          {list}
        </TabsContent>
        <TabsContent ref={mentionsPanelRef} value="mentions">
          {list}
        </TabsContent>
      </Tabs>
    </>
  )
}
