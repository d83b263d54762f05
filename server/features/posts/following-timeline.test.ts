import type { Post } from '@common/posts'
import { moderate, report, signUpModerator } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// The Following feed reads each member's timeline, written ahead by triggers (decision 020);
// whatever happens to follows and posts, it must list what the rules say, in order.
const t = useTestApp()

async function following(viewer: TestUser, limit = 50, cursor?: string) {
  const query = `feed=following&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`
  const response = await request(t.app, { url: `/api/posts?${query}`, as: viewer })
  expect(response.statusCode).toBe(200)
  return response.json() as { items: Post[]; nextCursor: string | null }
}

const followingIds = async (viewer: TestUser) => (await following(viewer)).items.map((p) => p.id)

/** Every page of the Following feed, `limit` at a time. */
async function allPages(viewer: TestUser, limit: number) {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await following(viewer, limit, cursor)
    ids.push(...page.items.map((post) => post.id))
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return ids
}

const unfollow = (follower: TestUser, target: TestUser) =>
  request(t.app, { method: 'DELETE', url: `/api/users/${target.username}/follow`, as: follower })

/** Moves every timeline's horizon to now: all posts so far become "older" ones. */
const moveHorizonToNow = () => t.database.db.execute(sql`select trim_home_timelines(interval '0')`)

describe('the Following timeline', () => {
  it('follows follows, unfollows, new and deleted posts', async () => {
    const [ada, bob, carol, dave] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    const davesEarlier = await createPost(t.app, dave)
    await follow(t.app, ada, bob)
    const bobs = await createPost(t.app, bob)
    const carols = await createPost(t.app, carol)
    const adas = await createPost(t.app, ada)
    expect(await followingIds(ada)).toEqual([adas.id, bobs.id])

    // A follow brings the member's earlier posts in, in their place.
    await follow(t.app, ada, dave)
    expect(await followingIds(ada)).toEqual([adas.id, bobs.id, davesEarlier.id])

    expect((await unfollow(ada, bob)).statusCode).toBe(200)
    expect(await followingIds(ada)).toEqual([adas.id, davesEarlier.id])
    await follow(t.app, ada, bob)
    expect(await followingIds(ada)).toEqual([adas.id, bobs.id, davesEarlier.id])

    const deleted = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${bobs.id}`,
      as: bob,
    })
    expect(deleted.statusCode).toBe(204)
    expect(await followingIds(ada)).toEqual([adas.id, davesEarlier.id])
    expect(await followingIds(ada)).not.toContain(carols.id)
  })

  it('applies every hiding rule: bans and unbans, reports by others and by the member', async () => {
    const [ada, bob, carol, dave, erin] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    const moderator = await signUpModerator(t.app, t.database.db)
    await follow(t.app, ada, bob)
    await follow(t.app, ada, carol)
    const bobs = await createPost(t.app, bob)
    const carols = await createPost(t.app, carol)
    const carolsOther = await createPost(t.app, carol)
    expect(await followingIds(ada)).toEqual([carolsOther.id, carols.id, bobs.id])

    expect((await moderate(t.app, moderator, 'ban', 'post', bobs.id)).statusCode).toBe(200)
    expect(await followingIds(ada)).toEqual([carolsOther.id, carols.id])
    expect((await moderate(t.app, moderator, 'unban', 'post', bobs.id)).statusCode).toBe(200)
    expect(await followingIds(ada)).toEqual([carolsOther.id, carols.id, bobs.id])

    await report(t.app, ada, 'post', carolsOther.id)
    await report(t.app, dave, 'post', carols.id)
    expect(await followingIds(ada)).toEqual([carols.id, bobs.id])
    await report(t.app, erin, 'post', carols.id)
    expect(await followingIds(ada)).toEqual([bobs.id])
  })

  it('costs the same number of queries whatever the page size', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    await follow(t.app, ada, bob)
    for (let i = 0; i < 8; i++) await createPost(t.app, bob)
    const queriesFor = (limit: number) =>
      countQueries(t.database.pool, async () => {
        expect((await following(ada, limit)).items).toHaveLength(limit)
      })
    const small = await queriesFor(1)
    expect(await queriesFor(6)).toBe(small)
    // The session and the page.
    expect(small).toBeLessThanOrEqual(2)
  })

  // Last: the horizon moves for every member of this file's database.
  it('reads posts from before the horizon from the posts, in order, across pages', async () => {
    const [ada, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    await follow(t.app, ada, bob)
    await follow(t.app, ada, carol)
    const older: Post[] = []
    for (const author of [bob, carol, ada, bob, carol])
      older.unshift(await createPost(t.app, author))
    await moveHorizonToNow()
    expect(await followingIds(ada)).toEqual(older.map((post) => post.id))

    // Newer posts come from the timeline, older ones after them; pages meet across the horizon.
    const newer: Post[] = []
    for (const author of [carol, bob, ada]) newer.unshift(await createPost(t.app, author))
    const expected = [...newer, ...older].map((post) => post.id)
    for (const limit of [1, 2, 3, 50]) expect(await allPages(ada, limit)).toEqual(expected)

    // Still a bounded number of queries when a page needs both: session, timeline, older posts.
    const queries = await countQueries(t.database.pool, async () => {
      expect((await following(ada, 5)).items).toHaveLength(5)
    })
    expect(queries).toBeLessThanOrEqual(3)
  })
})
