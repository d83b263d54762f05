import type { TrendingTopic } from '@common/explore'
import { posts } from '@server/db/schema'
import { createPost } from '@tests/factories/posts'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTrendingRanking, rankingSeenBy } from './trending-ranking'

// Issue 31: each side of a block, and a muted member, leaves the other's trending counts. The
// ranking is one for everyone (kept per node); a viewer's shields are taken out per request.

const t = useTestApp()
const unique = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

const topics = async (as?: TestUser, window = 'week'): Promise<TrendingTopic[]> => {
  const response = await request(t.app, {
    url: `/api/explore/topics?window=${window}&limit=50`,
    as,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items
}
const only = (list: TrendingTopic[], tags: string[]) =>
  list.filter((topic) => tags.includes(topic.tag))

describe('trending counts per viewer', () => {
  it('leaves out the posts of either side of a block and of muted members, and ranks again', async () => {
    const [me, ada, bob, cy, eve, fay, g1, g2, g3] = await Promise.all(
      Array.from({ length: 9 }, () => signUp(t.app)),
    )
    const [shared, bobsOwn, quiet] = [unique(), unique(), unique()]
    for (const author of [ada!, bob!, bob!, cy!, eve!, fay!]) {
      await createPost(t.app, author, { content: `About #${shared}` })
    }
    await createPost(t.app, bob!, { content: `Only mine #${bobsOwn}` })
    for (const author of [g1!, g2!, g3!]) await createPost(t.app, author, { content: `#${quiet}` })
    // Out of the window: counted by no one, so taken from no one.
    const old = await createPost(t.app, bob!, { content: `Old #${shared}` })
    await t.database.db
      .update(posts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(posts.id, old.id))

    await block(t.app, me!, bob!) // blocked by me
    await block(t.app, cy!, me!) // blocking me
    await mute(t.app, me!, eve!) // muted
    await mute(t.app, me!, fay!, { notificationsOnly: true }) // their posts stay

    const everyone = [
      { tag: shared, authorCount: 5, postCount: 6 },
      { tag: quiet, authorCount: 3, postCount: 3 },
      { tag: bobsOwn, authorCount: 1, postCount: 1 },
    ]
    const tags = [shared, quiet, bobsOwn]
    expect(only(await topics(), tags)).toEqual(everyone)
    expect(only(await topics(ada), tags)).toEqual(everyone)
    // Ada and Fay are left: the shared tag falls below the one nobody shields, Bob's own is gone.
    expect(only(await topics(me), tags)).toEqual([
      { tag: quiet, authorCount: 3, postCount: 3 },
      { tag: shared, authorCount: 2, postCount: 2 },
    ])
    // The other side of a block counts without the viewer's posts too.
    const mine = unique()
    await createPost(t.app, me!, { content: `#${mine}` })
    await createPost(t.app, ada!, { content: `#${mine}` })
    expect(only(await topics(ada), [mine])).toEqual([{ tag: mine, authorCount: 2, postCount: 2 }])
    expect(only(await topics(bob), [mine])).toEqual([{ tag: mine, authorCount: 1, postCount: 1 }])
    expect(only(await topics(cy, 'day'), [mine])).toEqual([
      { tag: mine, authorCount: 1, postCount: 1 },
    ])
    // Unblocked, counted again.
    await block(t.app, me!, bob!, false)
    expect(only(await topics(me), [bobsOwn])).toEqual([
      { tag: bobsOwn, authorCount: 1, postCount: 1 },
    ])
  })

  it('keeps the shared ranking and takes out only what was in it, in one query per member', async () => {
    const ranking = createTrendingRanking(t.database.db, 60_000)
    const [me, ada, bob] = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    const tag = unique()
    await createPost(t.app, ada!, { content: `#${tag}` })
    await createPost(t.app, bob!, { content: `#${tag}` })
    await block(t.app, me!, bob!)
    const kept = await ranking('week')
    // A post of Bob's written after the ranking was read is not in it: nothing to take out.
    await createPost(t.app, bob!, { content: `#${tag} again` })
    const seen = async (viewerId: string | null) => {
      let seenTopics: TrendingTopic[] = []
      const queries = await countQueries(t.database.pool, async () => {
        seenTopics = await rankingSeenBy(t.database.db, kept, 'week', viewerId)
      })
      return { topic: seenTopics.find((topic) => topic.tag === tag), queries }
    }
    expect(await seen(me!.id)).toEqual({
      topic: { tag, authorCount: 1, postCount: 1 },
      queries: 1,
    })
    expect(await seen(ada!.id)).toEqual({
      topic: { tag, authorCount: 2, postCount: 2 },
      queries: 1,
    })
    expect(await seen(null)).toEqual({ topic: { tag, authorCount: 2, postCount: 2 }, queries: 0 })
    expect(await ranking('week')).toBe(kept)
  })
})
