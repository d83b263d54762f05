import { banDirectly } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'
import { listMakerSuggestionsPage } from '../service'
import { createSuggestionRanking } from './suggestion-ranking'

// Each node keeps a member's ranking of makers to follow for a while (the test app reads it
// every time): what a kept ranking still checks on every page, and what waits for the next read.

const t = useTestApp()

describe('makers to follow kept per member', () => {
  it('leaves out at once whom the member follows, dismisses or a moderator bans, and ranks again after a follow', async () => {
    const [me, friend, a, b, c, later, laterFriend, friendsNew] = await Promise.all(
      Array.from({ length: 8 }, () => signUp(t.app)),
    )
    if (!me || !friend || !a || !b || !c || !later || !laterFriend || !friendsNew) {
      throw new Error('sign-up')
    }
    await follow(t.app, me, friend)
    for (const maker of [a, b, c]) await follow(t.app, friend, maker)
    await follow(t.app, later, laterFriend)

    const ranking = createSuggestionRanking(t.database.db, 60_000)
    const suggested = async () =>
      (
        await listMakerSuggestionsPage(t.database.db, ranking, { viewerId: me.id, limit: 50 })
      ).items.map((item) => item.username)
    expect(await suggested()).toEqual(expect.arrayContaining([a.username, b.username, c.username]))

    // What the member's follows do waits for the next read of the ranking...
    await follow(t.app, friend, friendsNew)
    expect(await suggested()).not.toContain(friendsNew.username)

    const dismissed = await request(t.app, {
      method: 'PUT',
      url: `/api/explore/makers/${b.username}/dismissal`,
      as: me,
    })
    expect(dismissed.statusCode).toBe(200)
    await banDirectly(t.database.db, c.id)
    const kept = await suggested()
    for (const gone of [b, c]) expect(kept).not.toContain(gone.username)
    expect(kept).toContain(a.username)

    // ...and the member's own follow ranks again at once: `later`'s follows join, `a` leaves.
    await follow(t.app, me, a)
    await follow(t.app, me, later)
    const fresh = await suggested()
    expect(fresh).toEqual(expect.arrayContaining([laterFriend.username, friendsNew.username]))
    for (const gone of [a, b, c, later]) expect(fresh).not.toContain(gone.username)
  })

  it('holds at most a hundred makers, paged by the list cursor', async () => {
    for (const maker of await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)])) {
      await createProject(t.app, maker)
    }
    const ranking = createSuggestionRanking(t.database.db, 60_000)
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await listMakerSuggestionsPage(t.database.db, ranking, {
        viewerId: null,
        limit: 7,
        cursor,
      })
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(seen.length).toBeLessThanOrEqual(100)
    expect(seen.length).toBe((await ranking(null)).length)
  })
})
