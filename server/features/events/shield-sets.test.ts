import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShieldChange } from './messages'
import { type ShieldRows, ShieldSets } from './shield-sets'

const change = (
  memberId: string,
  otherId: string,
  kind: 'block' | 'mute',
  on: boolean,
  until?: number | null,
): ShieldChange => ({ type: 'shield.changed', memberId, otherId, kind, on, until })

const none: ShieldRows = { blocking: [], blockedBy: [], muting: [] }
const hidden = (shield: { hides(id: string): boolean }, ids: string[]) =>
  ids.filter((id) => shield.hides(id))

afterEach(() => vi.useRealTimers())

describe('shield sets', () => {
  it('hides the other side of a block both ways, and a muted member from the muter only', () => {
    const sets = new ShieldSets()
    const ada = sets.acquire('ada', none, sets.position)
    const bob = sets.acquire('bob', none, sets.position)
    const cy = sets.acquire('cy', none, sets.position)
    sets.apply(change('ada', 'bob', 'block', true))
    sets.apply(change('cy', 'ada', 'mute', true, null))
    expect(hidden(ada, ['bob', 'cy'])).toEqual(['bob'])
    expect(hidden(bob, ['ada', 'cy'])).toEqual(['ada'])
    expect(hidden(cy, ['ada', 'bob'])).toEqual(['ada'])
  })

  it('keeps a shield that still stands when another one between the two goes', () => {
    const sets = new ShieldSets()
    const ada = sets.acquire('ada', { ...none, blockedBy: ['bob'] }, sets.position)
    sets.apply(change('ada', 'bob', 'block', true))
    sets.apply(change('ada', 'bob', 'mute', true, null))
    sets.apply(change('ada', 'bob', 'block', false))
    sets.apply(change('ada', 'bob', 'mute', false))
    // Bob's own block of ada stands.
    expect(ada.hides('bob')).toBe(true)
    sets.apply(change('bob', 'ada', 'block', false))
    expect(ada.hides('bob')).toBe(false)
  })

  it('lets a mute lapse when it ends, and a notifications-only mute keep the posts', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const sets = new ShieldSets()
    const ada = sets.acquire('ada', { ...none, muting: [['bob', 1_060_000]] }, sets.position)
    sets.apply(change('ada', 'cy', 'mute', true, 1_030_000))
    expect(hidden(ada, ['bob', 'cy'])).toEqual(['bob', 'cy'])
    vi.setSystemTime(1_045_000)
    expect(hidden(ada, ['bob', 'cy'])).toEqual(['bob'])
    vi.setSystemTime(1_060_000)
    expect(hidden(ada, ['bob', 'cy'])).toEqual([])
    sets.apply(change('ada', 'bob', 'mute', true, null))
    expect(ada.hides('bob')).toBe(true)
    // Muted again for notifications only (published as `on: false`).
    sets.apply(change('ada', 'bob', 'mute', false, null))
    expect(ada.hides('bob')).toBe(false)
  })

  it('replays on a freshly loaded shield the changes applied while it was read, for both sides', () => {
    const sets = new ShieldSets()
    const loadedAt = sets.position
    // Applied while the query ran: one it already saw, one it did not, one from the other side.
    sets.apply(change('ada', 'bob', 'block', true))
    sets.apply(change('ada', 'cy', 'mute', false))
    sets.apply(change('dan', 'ada', 'block', true))
    sets.apply(change('eve', 'ada', 'mute', true, null))
    const ada = sets.acquire(
      'ada',
      { ...none, blocking: ['bob'], muting: [['cy', null]] },
      loadedAt,
    )
    expect(hidden(ada, ['bob', 'cy', 'dan', 'eve'])).toEqual(['bob', 'dan'])
  })

  it('shares one shield between the tabs of a member, and replaces it after a gap', () => {
    const sets = new ShieldSets()
    const first = sets.acquire('ada', { ...none, blocking: ['bob'] }, sets.position)
    const second = sets.acquire('ada', none, sets.position)
    expect(second).toBe(first)
    sets.replace(new Map([['ada', { ...none, blockedBy: ['cy'] }]]), sets.position)
    expect(hidden(first, ['bob', 'cy'])).toEqual(['cy'])
    sets.release('ada')
    expect(sets.trackedMembers()).toEqual(['ada'])
    sets.release('ada')
    expect(sets.trackedMembers()).toEqual([])
  })
})
