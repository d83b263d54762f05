import { KeptSets } from './kept-sets'
import type { ShieldChange } from './messages'

/**
 * A member's shields as read from the database: whom they block, who blocks them, and whose
 * posts they mute, with when each mute ends (ms since epoch; null: until undone).
 */
export type ShieldRows = {
  blocking: readonly string[]
  blockedBy: readonly string[]
  muting: readonly (readonly [memberId: string, until: number | null])[]
}

/** Why one member is out of another's sight: a block either way, or a mute until `mutedUntil`. */
type Terms = { blocking: boolean; blockedBy: boolean; mutedUntil: number }

const NOT_MUTED = 0

/** What the relevance rules ask of a stream's shield. */
export type ShieldView = { hides(memberId: string): boolean }

/**
 * The members whose new posts and comments a member does not see in their lists (issue 31, as
 * `visiblePosts` and `visibleComments` rule): the other side of a block, either way, and whom
 * they muted (a notifications-only mute keeps the posts). A mute that ends lapses by itself.
 */
export class Shield implements ShieldView {
  private readonly others = new Map<string, Terms>()

  constructor(rows: ShieldRows) {
    this.fill(rows)
  }

  hides(memberId: string): boolean {
    const terms = this.others.get(memberId)
    if (!terms) return false
    return terms.blocking || terms.blockedBy || terms.mutedUntil > Date.now()
  }

  fill({ blocking, blockedBy, muting }: ShieldRows) {
    this.others.clear()
    for (const id of blocking) this.terms(id).blocking = true
    for (const id of blockedBy) this.terms(id).blockedBy = true
    for (const [id, until] of muting) this.terms(id).mutedUntil = until ?? Infinity
  }

  /** Applies a change of `memberId`'s shields (the member this shield belongs to). */
  apply(memberId: string, change: ShieldChange) {
    if (change.kind === 'mute') {
      this.update(change.otherId, {
        mutedUntil: change.on ? (change.until ?? Infinity) : NOT_MUTED,
      })
    } else if (change.memberId === memberId) {
      this.update(change.otherId, { blocking: change.on })
    } else {
      this.update(change.memberId, { blockedBy: change.on })
    }
  }

  private terms(id: string): Terms {
    let terms = this.others.get(id)
    if (!terms) {
      terms = { blocking: false, blockedBy: false, mutedUntil: NOT_MUTED }
      this.others.set(id, terms)
    }
    return terms
  }

  private update(id: string, change: Partial<Terms>) {
    const terms = Object.assign(this.terms(id), change)
    // Nothing left between the two: forget the other member.
    if (!terms.blocking && !terms.blockedBy && terms.mutedUntil === NOT_MUTED)
      this.others.delete(id)
  }
}

/**
 * Each member with a stream on this node, with their `Shield`, so a new post or comment by
 * someone they are shielded from is dropped per stream without a query. Kept current by
 * `shield.changed` (kept-sets.ts): a block concerns both members, a mute its muter.
 */
export class ShieldSets extends KeptSets<ShieldChange, ShieldRows, Shield> {
  protected membersOf(change: ShieldChange) {
    return change.kind === 'block' ? [change.memberId, change.otherId] : [change.memberId]
  }

  protected create(loaded: ShieldRows) {
    return new Shield(loaded)
  }

  protected refill(shield: Shield, loaded: ShieldRows) {
    shield.fill(loaded)
  }

  protected applyTo(shield: Shield, memberId: string, change: ShieldChange) {
    shield.apply(memberId, change)
  }
}
