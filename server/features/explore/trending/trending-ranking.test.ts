import { createPost } from '@tests/factories/posts'
import { signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it, vi } from 'vitest'
import { createTrendingRanking } from './trending-ranking'

// Each node keeps the trending ranking for a while (the test app reads it every time): what a
// kept ranking serves, and how it catches up.

const t = useTestApp()
const unique = () => `k${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

describe('the trending ranking kept per node', () => {
  it('serves the kept ranking until it is older than its lifetime', async () => {
    const ranking = createTrendingRanking(t.database.db, 60_000)
    const member = await signUp(t.app)
    const tag = unique()
    const before = await ranking('week')
    await createPost(t.app, member, { content: `#${tag}` })
    expect(await ranking('week')).toEqual(before)
    expect((await ranking('week')).topics.map((topic) => topic.tag)).not.toContain(tag)
    // The other window is its own ranking, read now.
    expect((await ranking('day')).topics.map((topic) => topic.tag)).toContain(tag)
  })

  it('reads a fresh ranking in the background once the kept one is old, serving the old meanwhile', async () => {
    const ranking = createTrendingRanking(t.database.db, 1)
    const member = await signUp(t.app)
    const tag = unique()
    await ranking('week')
    await createPost(t.app, member, { content: `#${tag} now` })
    await vi.waitFor(
      async () => {
        expect((await ranking('week')).topics.find((topic) => topic.tag === tag)).toEqual({
          tag,
          authorCount: 1,
          postCount: 1,
        })
      },
      { timeout: 15_000, interval: 20 },
    )
  })
})
