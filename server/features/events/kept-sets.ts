/** Changes remembered for streams still resolving (their load raced them). */
const RECENT_CHANGES = 4096

type Tracked<State> = { state: State; streams: number }

/**
 * What a stream's member needs known per event without a query (whom they follow, whom they are
 * shielded from), for each member with a stream on this node: loaded with the stream (the
 * batched resolver), shared by a member's tabs, kept current by changes published on the bus and
 * applied in commit order. `Loaded` is what the database read gives, `State` what streams hold.
 */
export abstract class KeptSets<Change, Loaded, State> {
  private readonly members = new Map<string, Tracked<State>>()
  private readonly recent: (Change | undefined)[] = new Array(RECENT_CHANGES)
  private applied = 0

  /** Applies a change to the state of a member it concerns. */
  protected abstract applyTo(state: State, memberId: string, change: Change): void
  protected abstract create(loaded: Loaded): State
  /** Empties a state in place (streams hold it) and fills it from a fresh read. */
  protected abstract refill(state: State, loaded: Loaded): void
  /** The members whose state a change concerns. */
  protected abstract membersOf(change: Change): readonly string[]

  /** How many changes were applied: read before a member's state is loaded, passed to `acquire`. */
  get position(): number {
    return this.applied
  }

  /**
   * The live state of a member opening a stream. A member already tracked keeps their state (it
   * is current); otherwise `loaded` is used, with the changes applied since `loadedAt` replayed
   * on it (in order, so an older change already in `loaded` is overridden by the newer one).
   */
  acquire(memberId: string, loaded: Loaded, loadedAt: number): State {
    const tracked = this.members.get(memberId)
    if (tracked) {
      tracked.streams++
      return tracked.state
    }
    const state = this.create(loaded)
    this.replaySince(loadedAt, memberId, state)
    this.members.set(memberId, { state, streams: 1 })
    return state
  }

  release(memberId: string): void {
    const tracked = this.members.get(memberId)
    if (tracked && --tracked.streams === 0) this.members.delete(memberId)
  }

  apply(change: Change): void {
    this.recent[this.applied % RECENT_CHANGES] = change
    this.applied++
    for (const memberId of this.membersOf(change)) {
      const tracked = this.members.get(memberId)
      if (tracked) this.applyTo(tracked.state, memberId, change)
    }
  }

  /** The members tracked, to reload after a gap in the bus (changes may have been missed). */
  trackedMembers(): string[] {
    return [...this.members.keys()]
  }

  /**
   * Replaces the states read after a gap (`loaded` holds every member asked); changes applied
   * since `loadedAt` are replayed on them.
   */
  replace(loaded: Map<string, Loaded>, loadedAt: number): void {
    for (const [memberId, tracked] of this.members) {
      const fresh = loaded.get(memberId)
      if (fresh === undefined) continue
      this.refill(tracked.state, fresh)
      this.replaySince(loadedAt, memberId, tracked.state)
    }
  }

  private replaySince(loadedAt: number, memberId: string, state: State) {
    const from = Math.max(loadedAt, this.applied - RECENT_CHANGES)
    for (let seq = from; seq < this.applied; seq++) {
      const change = this.recent[seq % RECENT_CHANGES]!
      if (this.membersOf(change).includes(memberId)) this.applyTo(state, memberId, change)
    }
  }
}
