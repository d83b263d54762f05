import type { Connection } from '@common/follows'
import { follows, notifications } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const setFollow = (as: TestUser | undefined, username: string, on: boolean) =>
  request(t.app, { method: on ? 'PUT' : 'DELETE', url: `/api/users/${username}/follow`, as })
const followRows = (followerId: string, followingId: string) =>
  t.database.db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))

describe('PUT / DELETE /api/users/:username/follow', () => {
  it('follows and unfollows idempotently, answering the new followers count', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    for (let i = 0; i < 2; i++) {
      const followed = await setFollow(bob, ada.username, true)
      expect(followed.json()).toEqual({ following: true, followersCount: 1 })
    }
    expect(
      (await request(t.app, { url: `/api/users/${ada.username}`, as: bob })).json(),
    ).toMatchObject({ followersCount: 1, followedByMe: true })
    for (let i = 0; i < 2; i++) {
      const unfollowed = await setFollow(bob, ada.username.toUpperCase(), false)
      expect(unfollowed.json()).toEqual({ following: false, followersCount: 0 })
    }
  })

  it('keeps counts equal to rows under concurrent toggles', async () => {
    const ada = await signUp(t.app)
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    const responses = await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: 6 }, (_, i) => setFollow(fan, ada.username, i % 2 === 0)),
      ),
    )
    expect(responses.every((r) => r.statusCode === 200)).toBe(true)
    const rows = await t.database.db.select().from(follows).where(eq(follows.followingId, ada.id))
    for (const fan of fans)
      expect(rows.filter((r) => r.followerId === fan.id).length).toBeLessThan(2)
    const profile = (await request(t.app, { url: `/api/users/${ada.username}` })).json()
    expect(profile.followersCount).toBe(rows.length)
    // Concurrent answers each count at their own commit; the profile shows the settled total.
    await Promise.all(fans.map((fan) => setFollow(fan, ada.username, true)))
    const settled = (await request(t.app, { url: `/api/users/${ada.username}` })).json()
    expect(settled.followersCount).toBe(3)
  })

  it('notifies the followed member once, however often they are re-followed', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await Promise.all(Array.from({ length: 4 }, () => setFollow(bob, ada.username, true)))
    await setFollow(bob, ada.username, false)
    await setFollow(bob, ada.username, true)
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ada.id), eq(notifications.type, 'follow')))
    expect(notices.map((n) => [n.actorId, n.dedupeKey])).toEqual([[bob.id, `follow:${bob.id}`]])
  })

  it('announces the notification on the live bus after commit', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const seen = new Promise((resolve) => {
      const stop = t.bus.subscribe((event) => {
        if (event.type === 'notifications.changed' && event.userId === ada.id) {
          stop()
          resolve(event)
        }
      })
    })
    await setFollow(bob, ada.username, true)
    await expect(seen).resolves.toMatchObject({ userId: ada.id })
  })

  it("refuses following yourself with 'You cannot follow yourself'", async () => {
    const ada = await signUp(t.app)
    const response = await setFollow(ada, ada.username, true)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('You cannot follow yourself')
    expect(await followRows(ada.id, ada.id)).toHaveLength(0)
  })

  it('asks visitors to sign in, refuses banned members, and 404s an unknown username', async () => {
    const ada = await signUp(t.app)
    const banned = await signUp(t.app)
    expect((await setFollow(undefined, ada.username, true)).statusCode).toBe(401)
    await banDirectly(t.database.db, banned.id)
    expect((await setFollow(banned, ada.username, true)).statusCode).toBe(403)
    expect(await followRows(banned.id, ada.id)).toHaveLength(0)
    expect((await setFollow(ada, 'nobody_by_that_name', true)).statusCode).toBe(404)
  })

  it('refuses following a banned profile as a missing one (404) but lets you unfollow it', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await follow(t.app, bob, ada)
    await banDirectly(t.database.db, ada.id)
    // An action on a hidden item answers like one on a missing item (decision 015).
    const refused = await setFollow(bob, ada.username, true)
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'not_found'])
    expect((await setFollow(bob, ada.username, false)).statusCode).toBe(200)
    expect(await followRows(bob.id, ada.id)).toHaveLength(0)
  })
})

describe('followers and following lists', () => {
  const listOf = async (username: string, kind: string, as?: TestUser, limit = 50) => {
    const items: Connection[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const response = await request(t.app, {
        url: `/api/users/${username}/${kind}?limit=${limit}${query}`,
        as,
      })
      expect(response.statusCode).toBe(200)
      const page: { items: Connection[]; nextCursor: string | null } = response.json()
      items.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    return items
  }

  it('pages through followers, most recent first, hiding banned members', async () => {
    const ada = await signUp(t.app)
    const fans = []
    for (let i = 0; i < 5; i++) {
      const fan = await signUp(t.app)
      await follow(t.app, fan, ada)
      fans.push(fan)
    }
    await banDirectly(t.database.db, fans[2]!.id)
    const rows = await listOf(ada.username, 'followers', undefined, 2)
    expect(rows.map((row) => row.id)).toEqual([fans[4]!.id, fans[3]!.id, fans[1]!.id, fans[0]!.id])
    expect(rows[0]).toEqual({
      id: fans[4]!.id,
      username: fans[4]!.username,
      name: fans[4]!.username,
      avatarUrl: null,
      followedByMe: false,
    })
  })

  it('marks the rows the signed-in viewer follows; lists whom a member follows', async () => {
    const ada = await signUp(t.app)
    const [bob, cleo, viewer] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)])
    await follow(t.app, ada, bob!)
    await follow(t.app, ada, cleo!)
    await follow(t.app, viewer!, cleo!)
    const rows = await listOf(ada.username, 'following', viewer)
    expect(rows.map((row) => [row.username, row.followedByMe])).toEqual([
      [cleo!.username, true],
      [bob!.username, false],
    ])
    expect(
      (await request(t.app, { url: '/api/users/nobody_by_that_name/following' })).statusCode,
    ).toBe(404)
  })

  it('builds a page in the same number of SQL queries whatever its size', async () => {
    const ada = await signUp(t.app)
    for (let i = 0; i < 6; i++) await follow(t.app, await signUp(t.app), ada)
    const viewer = await signUp(t.app)
    const queriesFor = (limit: number) =>
      countQueries(t.database.pool, async () => {
        const response = await request(t.app, {
          url: `/api/users/${ada.username}/followers?limit=${limit}`,
          as: viewer,
        })
        expect(response.json().items).toHaveLength(limit)
      })
    const small = await queriesFor(1)
    expect(await queriesFor(6)).toBe(small)
  })
})
