import type { Comment } from './comments'
import type { LiveStreamMessage } from './live-events'
import type { FeedKind } from './posts'

// The one decision "given this live message and this client's state, what changes", shared by
// the web app (web/lib/live-events.ts) and the benchmark's simulated browsers (bench/live.ts),
// so the benchmark makes the requests a browser would. Pure: no timers, no I/O.

/** What the client knows about itself when a message arrives. */
export type LiveClientState = {
  /** The signed-in member, null for a visitor. */
  meId: string | null
  /** The post whose thread the client follows (the stream's `?post=`), if any. */
  openPostId: string | null
  /** The launch day whose leaderboard the client shows (the stream's `?launches=`), if any. */
  openLaunchDay?: string | null
}

/** What the client should do with its caches. Only `refetch` may cause a request. */
export type LiveEffect =
  /** Count the post into the 'N new posts' pill of these feeds; nothing is fetched until pressed. */
  | { kind: 'new-post'; postId: string; authorId: string; createdAt: string; feeds: FeedKind[] }
  /** Drop the post from every list and mark its page gone, by id: no request. */
  | { kind: 'remove-post'; postId: string }
  /** Drop every post and comment of this member from the caches: no request. */
  | { kind: 'remove-author'; userId: string }
  /** Append the comment to the open thread (if not there yet) and set the post's count. */
  | { kind: 'add-comment'; postId: string; comment: Comment; commentCount: number }
  /** `withReplies`: its replies left too (it was deleted, not hidden). */
  | {
      kind: 'remove-comment'
      postId: string
      commentId: string
      commentCount: number
      withReplies: boolean
    }
  | { kind: 'set-comment-likes'; postId: string; commentId: string; likesCount: number }
  | { kind: 'set-unread'; unreadCount: number }
  /** Set a launch's vote counts wherever it shows, and put ranked lists back in order. */
  | { kind: 'set-launch-votes'; launchId: string; votesCount: number; countedVotesCount: number }
  /** These caches may be out of date: re-read them when next shown, not now (no request). */
  | { kind: 'mark-stale'; scope: LiveScope }
  /**
   * Re-read what is on screen in this scope (nothing off screen), through a coalescer: at most
   * once per scope every few seconds, with jitter across clients (see `RefetchCoalescer`).
   */
  | { kind: 'refetch'; scope: LiveScope }

/**
 * Cache families a live message can touch; the web app maps each to its query keys.
 * 'notifications' is the list; the unread count is apart so that `notifications.unread` (which
 * carries the count) re-reads an open list without also asking for the count it just set.
 */
export type LiveScope = 'posts' | 'comments' | 'notifications' | 'unread-count' | 'launches'

const NO_EFFECTS: LiveEffect[] = []

export function liveEffects(message: LiveStreamMessage, state: LiveClientState): LiveEffect[] {
  switch (message.type) {
    case 'live.ready':
      return NO_EFFECTS
    case 'live.resync':
      return resyncEffects(state)
    case 'post.created': {
      // The author's own tabs: the tab that posted shows it already; others re-read when shown.
      if (message.authorId === state.meId) return [{ kind: 'mark-stale', scope: 'posts' }]
      const feeds: FeedKind[] = message.followed ? ['everyone', 'following'] : ['everyone']
      const { postId, authorId, createdAt } = message
      return [
        { kind: 'new-post', postId, authorId, createdAt, feeds },
        // Profile and tag lists may show it too: they re-read when next shown.
        { kind: 'mark-stale', scope: 'posts' },
      ]
    }
    case 'post.removed':
      return [{ kind: 'remove-post', postId: message.postId }]
    case 'author.hidden':
      return [{ kind: 'remove-author', userId: message.userId }]
    case 'post.edited':
      // The open post re-reads itself (one request); lists re-read when next shown.
      return message.postId === state.openPostId
        ? [{ kind: 'refetch', scope: 'posts' }]
        : [{ kind: 'mark-stale', scope: 'posts' }]
    case 'post.restored':
    case 'author.restored':
      // Rare (a moderator's decision), and where it fits in each list is the server's to say.
      return [{ kind: 'refetch', scope: 'posts' }]
    case 'comment.created':
      return [
        {
          kind: 'add-comment',
          postId: message.postId,
          comment: message.comment,
          commentCount: message.commentCount,
        },
      ]
    case 'comment.removed':
      return [
        {
          kind: 'remove-comment',
          postId: message.postId,
          commentId: message.commentId,
          commentCount: message.commentCount,
          withReplies: message.withReplies,
        },
      ]
    case 'comment.restored':
      return message.postId === state.openPostId ? [{ kind: 'refetch', scope: 'comments' }] : []
    case 'comment.liked':
      return [
        {
          kind: 'set-comment-likes',
          postId: message.postId,
          commentId: message.commentId,
          likesCount: message.likesCount,
        },
      ]
    case 'notifications.unread':
      return [
        { kind: 'set-unread', unreadCount: message.unreadCount },
        // The list itself, if open, re-reads (one member's screen, coalesced).
        { kind: 'refetch', scope: 'notifications' },
      ]
    case 'launch.voted':
      // The counts travel in the message: the launch page and leaderboards set them, no request.
      return [
        {
          kind: 'set-launch-votes',
          launchId: message.launchId,
          votesCount: message.votesCount,
          countedVotesCount: message.countedVotesCount,
        },
      ]
  }
}

/**
 * After a gap (a `live.resync`, or a reconnect with no id to resume from): what was missed is
 * unknown, so what is on screen re-reads, once, through the coalescer.
 */
export function resyncEffects(state: LiveClientState): LiveEffect[] {
  const effects: LiveEffect[] = [{ kind: 'refetch', scope: 'posts' }]
  if (state.meId) {
    effects.push({ kind: 'refetch', scope: 'unread-count' })
    effects.push({ kind: 'refetch', scope: 'notifications' })
  }
  if (state.openPostId) effects.push({ kind: 'refetch', scope: 'comments' })
  if (state.openLaunchDay) effects.push({ kind: 'refetch', scope: 'launches' })
  return effects
}

/** Timers as the coalescer needs them (the browser's, Node's, or a test's). */
export type CoalescerClock = {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  random(): number
}

/**
 * Runs each scope's refetch at most once per `minIntervalMs`, after a random delay of up to
 * `jitterMs` so that thousands of clients told the same thing at once do not ask together.
 * Requests for a scope that arrive while one is waiting join it.
 */
export class RefetchCoalescer {
  private readonly waiting = new Set<LiveScope>()
  private readonly lastRun = new Map<LiveScope, number>()

  constructor(
    private readonly run: (scope: LiveScope) => void,
    private readonly clock: CoalescerClock,
    private readonly options = { minIntervalMs: 5_000, jitterMs: 2_000 },
  ) {}

  request(scope: LiveScope) {
    if (this.waiting.has(scope)) return
    this.waiting.add(scope)
    const last = this.lastRun.get(scope)
    const earliest = last === undefined ? 0 : last + this.options.minIntervalMs
    const delay =
      Math.max(0, earliest - this.clock.now()) + this.clock.random() * this.options.jitterMs
    this.clock.setTimeout(() => {
      this.waiting.delete(scope)
      this.lastRun.set(scope, this.clock.now())
      this.run(scope)
    }, delay)
  }
}
