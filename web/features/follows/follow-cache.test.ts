import type { Connection } from '@common/follows'
import type { Profile } from '@common/profiles'
import { describe, expect, it } from 'vitest'
import { type ConnectionPages, profileFollowed, rowsFollowed } from './follow-cache'

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  username: 'ada',
  name: 'Ada',
  bio: null,
  location: null,
  description: null,
  avatarUrl: null,
  followersCount: 3,
  followingCount: 0,
  projectsCount: 0,
  isOwner: false,
  followedByMe: false,
  relation: null,
  links: [],
  ...overrides,
})

const row = (username: string, followedByMe: boolean): Connection => ({
  id: `id-${username}`,
  username,
  name: username,
  avatarUrl: null,
  followedByMe,
})

describe('optimistic follow on a profile', () => {
  it('flips the button and counts one more follower, or one fewer', () => {
    expect(profileFollowed(profile(), true)).toMatchObject({
      followedByMe: true,
      followersCount: 4,
    })
    expect(profileFollowed(profile({ followedByMe: true }), false)).toMatchObject({
      followedByMe: false,
      followersCount: 2,
    })
  })

  it('changes nothing when already in that state, so a double click cannot count twice', () => {
    const following = profile({ followedByMe: true })
    expect(profileFollowed(following, true)).toBe(following)
  })

  it('never shows a negative count', () => {
    expect(
      profileFollowed(profile({ followedByMe: true, followersCount: 0 }), false),
    ).toMatchObject({ followersCount: 0 })
  })
})

describe('optimistic follow in connection lists', () => {
  it("changes that member's row on every page and leaves the others", () => {
    const data: ConnectionPages = {
      pageParams: [null, 'c1'],
      pages: [
        { items: [row('ada', false), row('bob', false)], nextCursor: 'c1' },
        { items: [row('ada', false)], nextCursor: null },
      ],
    }
    const next = rowsFollowed(data, 'ada', true)
    expect(next.pages.map((page) => page.items.map((r) => [r.username, r.followedByMe]))).toEqual([
      [
        ['ada', true],
        ['bob', false],
      ],
      [['ada', true]],
    ])
    expect(next.pageParams).toEqual([null, 'c1'])
    // The cache's old value is left as it was (the rollback snapshot holds it).
    expect(data.pages[0]?.items[0]?.followedByMe).toBe(false)
  })
})
