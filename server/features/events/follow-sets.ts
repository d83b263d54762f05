import type { FollowChange } from './messages'

/** Follow changes remembered for streams still resolving (their load raced them). */
const RECENT_CHANGES = 4096

/**
 * A followed project in a member's set (issue 17: its updates reach the Following feed), beside
 * the ids of followed members; `follow.changed` carries it as the followee.
 */
export const PROJECT_FOLLOW_PREFIX = 'project:'
export const projectFollowKey = (projectId: string) => `${PROJECT_FOLLOW_PREFIX}${projectId}`

type Tracked = { followees: Set<string>; streams: number }

/**
 * Whom (members, and projects by `projectFollowKey`) each member with a stream on this node
 * follows, so a new post's event says per stream whether it belongs in the Following feed
 * without a query. Loaded with the stream (the batched
 * resolver), shared by a member's tabs, kept current by `follow.changed` in commit order.
 */
export class FollowSets {
  private readonly members = new Map<string, Tracked>()
  private readonly recent: (FollowChange | undefined)[] = new Array(RECENT_CHANGES)
  private applied = 0

  /** How many changes were applied: read before a follow list is loaded, passed to `acquire`. */
  get position(): number {
    return this.applied
  }

  /**
   * The live set of a member opening a stream. A member already tracked keeps their set (it is
   * current); otherwise `loaded` is used, with the changes applied since `loadedAt` replayed on
   * it (in order, so an older change already in `loaded` is overridden by the newer one).
   */
  acquire(memberId: string, loaded: readonly string[], loadedAt: number): ReadonlySet<string> {
    const tracked = this.members.get(memberId)
    if (tracked) {
      tracked.streams++
      return tracked.followees
    }
    const followees = new Set(loaded)
    this.replaySince(loadedAt, memberId, followees)
    this.members.set(memberId, { followees, streams: 1 })
    return followees
  }

  release(memberId: string): void {
    const tracked = this.members.get(memberId)
    if (tracked && --tracked.streams === 0) this.members.delete(memberId)
  }

  apply(change: FollowChange): void {
    this.recent[this.applied % RECENT_CHANGES] = change
    this.applied++
    const tracked = this.members.get(change.followerId)
    if (tracked) applyTo(tracked.followees, change)
  }

  /** The members tracked, to reload after a gap in the bus (changes may have been missed). */
  trackedMembers(): string[] {
    return [...this.members.keys()]
  }

  /**
   * Replaces the sets read after a gap (`loaded` holds every member asked, [] for none); changes
   * applied since `loadedAt` are replayed on them.
   */
  replace(loaded: Map<string, string[]>, loadedAt: number): void {
    for (const [memberId, tracked] of this.members) {
      const fresh = loaded.get(memberId)
      if (!fresh) continue
      tracked.followees.clear()
      for (const id of fresh) tracked.followees.add(id)
      this.replaySince(loadedAt, memberId, tracked.followees)
    }
  }

  private replaySince(loadedAt: number, memberId: string, followees: Set<string>) {
    const from = Math.max(loadedAt, this.applied - RECENT_CHANGES)
    for (let seq = from; seq < this.applied; seq++) {
      const change = this.recent[seq % RECENT_CHANGES]!
      if (change.followerId === memberId) applyTo(followees, change)
    }
  }
}

function applyTo(followees: Set<string>, change: FollowChange) {
  if (change.following) followees.add(change.followeeId)
  else followees.delete(change.followeeId)
}
