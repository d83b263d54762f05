import { describe, expect, it } from 'vitest'
import { FollowSets } from './follow-sets'
import type { FollowChange } from './messages'

const change = (followerId: string, followeeId: string, following: boolean): FollowChange => ({
  type: 'follow.changed',
  followerId,
  followeeId,
  following,
})

describe('follow sets', () => {
  it('shares one current set between the tabs of a member, until the last one closes', () => {
    const sets = new FollowSets()
    const first = sets.acquire('ada', ['bob'], sets.position)
    const second = sets.acquire('ada', [], sets.position)
    expect(second).toBe(first)
    sets.apply(change('ada', 'cy', true))
    sets.apply(change('ada', 'bob', false))
    sets.apply(change('zed', 'bob', true))
    expect([...first]).toEqual(['cy'])
    sets.release('ada')
    expect(sets.trackedMembers()).toEqual(['ada'])
    sets.release('ada')
    expect(sets.trackedMembers()).toEqual([])
  })

  it('replays on a freshly loaded set the changes applied while it was being read', () => {
    const sets = new FollowSets()
    const loadedAt = sets.position
    // Applied while the query ran: one it already saw, one it did not.
    sets.apply(change('ada', 'bob', true))
    sets.apply(change('ada', 'cy', false))
    const set = sets.acquire('ada', ['bob', 'cy'], loadedAt)
    expect([...set]).toEqual(['bob'])
  })

  it('replaces the sets read again after a gap', () => {
    const sets = new FollowSets()
    const set = sets.acquire('ada', ['bob'], sets.position)
    sets.replace(new Map([['ada', ['cy', 'dan']]]), sets.position)
    expect([...set]).toEqual(['cy', 'dan'])
  })
})
