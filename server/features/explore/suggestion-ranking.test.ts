import { banDirectly } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'
import { listMakerSuggestionsPage } from './service'
import { createSuggestionRanking } from './suggestion-ranking'

// Each node keeps a member's ranking of makers to follow for a while (the test app reads it
// every time): what a kept ranking still checks on every page, and what waits for the next read.

const t = useTestApp()

describe('makers to follow kept per member', () => {
  it('leaves out at once whom the member follows, dismisses or a moderator bans; new friends of friends wait for the next read', async () => {
    const [me, friend, a, b, c, later, laterFriend] = await Promise.all(
      Array.from({ length: 7 }, () => signUp(t.app)),
    )
    if (!me || !friend || !a || !b || !c || !later || !laterFriend) throw new Error('sign-up')
    await follow(t.app, me, friend)
    for (const maker of [a, b, c]) await follow(t.app, friend, maker)
    await follow(t.app, later, laterFriend)

    const ranking = createSuggestionRanking(t.database.db, 60_000)
    const suggested = async () =>
      (
        await listMakerSuggestionsPage(t.database.db, ranking, { viewerId: me.id, limit: 50 })
      ).items.map((item) => item.username)
    expect(await suggested()).toEqual(expect.arrayContaining([a.username, b.username, c.username]))

    await follow(t.app, me, a)
    const dismissed = await request(t.app, {
      method: 'PUT',
      url: `/api/explore/makers/${b.username}/dismissal`,
      as: me,
    })
    expect(dismissed.statusCode).toBe(200)
    await banDirectly(t.database.db, c.id)
    // Following `later` makes `laterFriend` a friend of a friend, but the kept ranking predates it.
    await follow(t.app, me, later)
    const kept = await suggested()
    for (const gone of [a, b, c, later]) expect(kept).not.toContain(gone.username)
    expect(kept).not.toContain(laterFriend.username)

    const fresh = createSuggestionRanking(t.database.db, 60_000)
    const read = await listMakerSuggestionsPage(t.database.db, fresh, {
      viewerId: me.id,
      limit: 50,
    })
    const names = read.items.map((item) => item.username)
    expect(names).toContain(laterFriend.username)
    for (const gone of [a, b, c, later]) expect(names).not.toContain(gone.username)
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
