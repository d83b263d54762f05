import type { LiveScope } from '../../common/live-effects'
import type { Screen } from './options'

/** What a query's answer updates in the simulated browser. */
export type QueryKind = 'list' | 'post' | 'thread' | 'unread' | 'notifications'
export type ScreenQuery = { path: string; kind: QueryKind }

/**
 * The queries a browser has on screen, by live scope, with the paths the web app requests
 * (web/features/*\/api.ts). A refetch re-reads these and nothing else; the first load reads all.
 * The unread badge is on every screen of a member (the bottom bar); the list only on its page.
 */
export function queriesOnScreen(
  screen: Screen,
  signedIn: boolean,
): Record<LiveScope, ScreenQuery[]> {
  const posts: ScreenQuery[] = []
  const comments: ScreenQuery[] = []
  const notifications: ScreenQuery[] = []
  const unreadCount: ScreenQuery[] = []
  if (screen.kind === 'feed') posts.push({ path: `/api/posts?feed=${screen.feed}`, kind: 'list' })
  if (screen.kind === 'profile') {
    posts.push({ path: `/api/users/${encodeURIComponent(screen.username)}/posts`, kind: 'list' })
  }
  if (screen.kind === 'post') {
    posts.push({ path: `/api/posts/${screen.postId}`, kind: 'post' })
    comments.push({ path: `/api/posts/${screen.postId}/comments?limit=100`, kind: 'thread' })
  }
  if (signedIn) unreadCount.push({ path: '/api/notifications/unread-count', kind: 'unread' })
  if (screen.kind === 'notifications') {
    notifications.push({ path: '/api/notifications', kind: 'notifications' })
  }
  // The simulated screens show no leaderboard: nothing to re-read for launches.
  return { posts, comments, notifications, 'unread-count': unreadCount, launches: [] }
}

/** Pressing the 'N new posts' pill: page 1 of that feed, once. */
export function pillQuery(screen: Screen): ScreenQuery | null {
  return screen.kind === 'feed' ? { path: `/api/posts?feed=${screen.feed}`, kind: 'list' } : null
}
