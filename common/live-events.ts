import { z } from 'zod'
import type { Comment } from './comments'

// Live updates (decision record 002). Two shapes:
// - `LiveEvent` is what a write publishes on the bus (one NOTIFY per action): ids, times and
//   small numbers only, so it stays under the NOTIFY size limit whatever the content.
// - `LiveStreamEvent` is what one stream receives: each node completes an event once (the new
//   comment, the recipient's unread count) and decides per stream what applies (whether the
//   stream's member follows the author), so a client can update its caches without a request.

const id = z.string().min(1).max(64)

export const liveEventSchema = z.discriminatedUnion('type', [
  /** A new post, visible to everyone but its author's banned-or-not state is checked by the node. */
  z.object({ type: z.literal('post.created'), postId: id, authorId: id, createdAt: z.string() }),
  /** Deleted, removed by a moderator, or hidden from everyone by reports. */
  z.object({ type: z.literal('post.removed'), postId: id }),
  /** Visible again (a moderator restored it, reports dismissed). */
  z.object({ type: z.literal('post.restored'), postId: id }),
  /** Its author changed its text or alt texts (decision 028). */
  z.object({ type: z.literal('post.edited'), postId: id }),
  /** Banned or deleted: every post and comment of this member leaves others' screens. */
  z.object({ type: z.literal('author.hidden'), userId: id }),
  /** Unbanned: their content is visible again. */
  z.object({ type: z.literal('author.restored'), userId: id }),
  z.object({ type: z.literal('comment.created'), postId: id, commentId: id }),
  /** Deleted, removed by a moderator, or hidden from everyone by reports. */
  z.object({ type: z.literal('comment.removed'), postId: id, commentId: id }),
  z.object({ type: z.literal('comment.restored'), postId: id, commentId: id }),
  /** Its author changed its text (decision 039): streams receive it as `comment.restored`. */
  z.object({ type: z.literal('comment.edited'), postId: id, commentId: id }),
  z.object({
    type: z.literal('comment.liked'),
    postId: id,
    commentId: id,
    likesCount: z.number().int(),
  }),
  /**
   * A launch's votes changed (issue 32): the node reads its counts when it completes the batch
   * (votes racing publish in either order; the last read is right) and sends them to the streams
   * following its thread post (`?post=`, a launch page) or its day (`?launches=`, a leaderboard).
   */
  z.object({
    type: z.literal('launch.voted'),
    launchId: id,
    day: z.string().max(10),
    postId: id.nullable(),
  }),
  /** The recipient's notifications changed (new, folded, read). */
  z.object({ type: z.literal('notifications.changed'), userId: id }),
  /** Server-internal (never sent to clients): keeps each node's follow sets current. */
  z.object({
    type: z.literal('follow.changed'),
    followerId: id,
    followeeId: id,
    following: z.boolean(),
  }),
  /**
   * Server-internal (never sent to clients): keeps each node's shield sets current (issue 31).
   * `memberId` blocked (`kind: 'block'`) or muted `otherId`, or took it back (`on: false`). A block
   * shields both ways; a mute only its muter, until `until` (ms since epoch; null: until undone).
   * A notifications-only mute is `on: false`: the member's posts stay.
   */
  z.object({
    type: z.literal('shield.changed'),
    memberId: id,
    otherId: id,
    kind: z.enum(['block', 'mute']),
    on: z.boolean(),
    until: z.number().nullable().optional(),
  }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>

/** What a stream receives for each event kind, completed by the node that holds the stream. */
export type LiveStreamEvent =
  | {
      type: 'post.created'
      postId: string
      authorId: string
      createdAt: string
      /**
       * Whether the post belongs in this stream's member's Following feed: they follow its author,
       * or the project it is an update of.
       */
      followed: boolean
    }
  | { type: 'post.removed'; postId: string }
  | { type: 'post.restored'; postId: string }
  | { type: 'post.edited'; postId: string }
  | { type: 'author.hidden'; userId: string }
  | { type: 'author.restored'; userId: string }
  | {
      type: 'comment.created'
      postId: string
      /** As `GET /api/posts/{id}/comments` shows it to anyone (a new comment has no likes). */
      comment: Comment
      /** The post's comment count after the change. */
      commentCount: number
    }
  | {
      type: 'comment.removed'
      postId: string
      commentId: string
      commentCount: number
      /**
       * True when the comment was deleted (a moderator removed it): its replies went with it
       * (`parent_id` cascades). False when it is only hidden (reports, a ban): its replies stay
       * and stand at the top level of the thread.
       */
      withReplies: boolean
    }
  | { type: 'comment.restored'; postId: string; commentId: string }
  | { type: 'comment.liked'; postId: string; commentId: string; likesCount: number }
  | { type: 'notifications.unread'; unreadCount: number }
  | {
      type: 'launch.voted'
      launchId: string
      /** The launch's day and its thread post (null before it opens): what a stream follows. */
      day: string
      postId: string | null
      votesCount: number
      countedVotesCount: number
    }

/**
 * What one message of the stream carries: an event with when it was published (ms since epoch),
 * or a signal about the stream itself. `live.ready` opens every connection (its SSE id is where to
 * resume from); `live.resync` means events may have been missed: re-fetch what is on screen.
 */
export type LiveStreamMessage =
  | (LiveStreamEvent & { at: number })
  | { type: 'live.ready' }
  | { type: 'live.resync' }
