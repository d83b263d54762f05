import type { LiveEvent, LiveStreamEvent } from '@common/live-events'
import type { ShieldView } from './shield-sets'

/** A stream as the relevance rules see it. */
export type Reader = {
  /** The signed-in member, null for a visitor. */
  viewerId: string | null
  /** A moderator who is not banned: reports do not close a post's page to them (decision 015). */
  isModerator: boolean
  /** The post whose comments it follows (`?post=`), readable by its viewer when it opened. */
  postId: string | undefined
  /** The launch day whose leaderboard it shows (`?launches=`): its launches' live counts. */
  launchDay?: string
  /** Whom its member follows, kept current by `follow.changed`; null for a visitor. */
  follows: ReadonlySet<string> | null
  /**
   * Whom its member is shielded from (blocks either way, mutes), kept current by
   * `shield.changed`; null for a visitor.
   */
  shield: ShieldView | null
}

/** One message as SSE text, and the same with its batch's id (for a stream's last of the batch). */
export type SseText = { plain: string; withId: string }

/** The streams worth asking (an index of the fan-out); `textFor` holds the whole rule. */
export type Among =
  | { kind: 'all' }
  | { kind: 'signed-in' }
  | { kind: 'viewer'; userId: string }
  | { kind: 'post'; postId: string }
  | { kind: 'launch-day'; day: string }

/** One event of a batch, completed by this node, ready for any stream. */
export type CompletedMessage = {
  among: Among
  /** What this stream gets: one of at most two texts serialised once, or null when not relevant. */
  textFor(reader: Reader): SseText | null
  /**
   * The member whose badge this message sets. When their count was not loaded (no stream of
   * theirs here then) `textFor` gives nothing, and a replay to them reads the count itself.
   */
  unreadOf?: string
}

export type FollowChange = Extract<LiveEvent, { type: 'follow.changed' }>
export type ShieldChange = Extract<LiveEvent, { type: 'shield.changed' }>

export type CompletedBatch = {
  id: string
  messages: CompletedMessage[]
  /** Applied to this node's follow sets when the batch is delivered, in commit order. */
  followChanges: FollowChange[]
  /** Applied to this node's shield sets, likewise. */
  shieldChanges: ShieldChange[]
}

export function sseText(batchId: string, event: LiveStreamEvent, at: number): SseText {
  const data = `data: ${JSON.stringify({ ...event, at })}\n\n`
  return { plain: data, withId: `id: ${batchId}\n${data}` }
}
