import type { LiveEffect, LiveScope } from '../../common/live-effects'
import type { ScreenQuery } from './screens'

/**
 * What the web app keeps for one tab's screen: page 1 of its list, the pills' pending posts,
 * the open thread, the unread badge. Changed only by the shared `liveEffects` and by answers.
 */
export class ScreenState {
  /** The list on screen (feed or profile), page 1: post id -> author id. */
  readonly listed = new Map<string, string>()
  /** The pills: post id -> author id, per feed. */
  readonly pending = { everyone: new Map<string, string>(), following: new Map<string, string>() }
  /** The open thread: comment id -> likes; and the post's comment count. */
  readonly thread = new Map<string, number>()
  commentCount = 0
  unread = 0
  /** Scopes to re-read when next shown (`mark-stale`): no request now. */
  readonly stale = new Set<LiveScope>()

  constructor(private readonly openPostId: string | null) {}

  /** Applies one effect; answers the scope to re-read when the effect is a `refetch`. */
  apply(effect: LiveEffect): LiveScope | null {
    switch (effect.kind) {
      case 'new-post':
        for (const feed of effect.feeds) this.pending[feed].set(effect.postId, effect.authorId)
        break
      case 'remove-post':
        this.listed.delete(effect.postId)
        this.pending.everyone.delete(effect.postId)
        this.pending.following.delete(effect.postId)
        if (effect.postId === this.openPostId) this.thread.clear()
        break
      case 'remove-author':
        for (const posts of [this.listed, this.pending.everyone, this.pending.following]) {
          for (const [postId, authorId] of posts) {
            if (authorId === effect.userId) posts.delete(postId)
          }
        }
        break
      case 'add-comment':
        if (effect.postId !== this.openPostId) break
        this.thread.set(effect.comment.id, effect.comment.likesCount)
        this.commentCount = effect.commentCount
        break
      case 'remove-comment':
        if (effect.postId !== this.openPostId) break
        this.thread.delete(effect.commentId)
        this.commentCount = effect.commentCount
        break
      case 'set-comment-likes':
        if (this.thread.has(effect.commentId)) this.thread.set(effect.commentId, effect.likesCount)
        break
      case 'set-unread':
        this.unread = effect.unreadCount
        break
      case 'mark-stale':
        this.stale.add(effect.scope)
        break
      case 'refetch':
        return effect.scope
    }
    return null
  }

  /** What an answer changes on screen. */
  take(query: ScreenQuery, body: unknown) {
    if (query.kind === 'list') {
      this.listed.clear()
      for (const post of (body as { items: { id: string; author: { id: string } }[] }).items) {
        this.listed.set(post.id, post.author.id)
      }
    } else if (query.kind === 'post') {
      this.commentCount = (body as { commentsCount: number }).commentsCount
    } else if (query.kind === 'thread') {
      this.thread.clear()
      for (const comment of (body as { items: { id: string; likesCount: number }[] }).items) {
        this.thread.set(comment.id, comment.likesCount)
      }
    } else if (query.kind === 'unread') {
      this.unread = (body as { count: number }).count
    }
  }
}
