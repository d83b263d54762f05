import { posts } from '@server/db/schema'
import { banDirectly, createPost, reportDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

async function suggested(q: string, as: TestUser) {
  const response = await request(t.app, { url: `/api/hashtags?q=${q}`, as })
  expect(response.statusCode).toBe(200)
  return (response.json().tags as { tag: string }[]).map((each) => each.tag)
}

/** A post whose tags were last used `minutesAgo` (post_tags follows posts.created_at). */
async function postAt(author: TestUser, content: string, minutesAgo: number) {
  const post = await createPost(t.app, author, { content })
  await t.database.db
    .update(posts)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(posts.id, post.id))
  return post
}

describe('hashtag suggestions', () => {
  it('suggests tags by prefix, most recently used first, whatever the case typed', async () => {
    const me = await signUp(t.app)
    const author = await signUp(t.app)
    await postAt(author, 'Old #launchday', 60)
    await postAt(author, 'Fresh #launchpad and #launch', 1)
    await postAt(author, 'Elsewhere #lunch', 0)
    await postAt(author, 'Again #launchday', 5)
    // launch and launchpad were last used by the same post: the name settles it.
    expect(await suggested('Launch', me)).toEqual(['launch', 'launchpad', 'launchday'])
    expect((await request(t.app, { url: '/api/hashtags?q=launchp', as: me })).json()).toEqual({
      tags: [{ tag: 'launchpad', lastUsedAt: expect.any(String) }],
    })
  })

  it('caps the list at 8 and treats _ literally', async () => {
    const me = await signUp(t.app)
    const author = await signUp(t.app)
    const tags = Array.from({ length: 10 }, (_, i) => `#capx${i}`).join(' ')
    await createPost(t.app, author, { content: `${tags} #cap_y #capzy` })
    expect(await suggested('capx', me)).toHaveLength(8)
    expect(await suggested('cap_', me)).toEqual(['cap_y'])
  })

  it('never suggests a tag only hidden posts carry; their authors still see their own', async () => {
    const me = await signUp(t.app)
    const banned = await signUp(t.app)
    const reported = await signUp(t.app)
    const [first, second] = [await signUp(t.app), await signUp(t.app)]
    await createPost(t.app, banned, { content: '#hiddenbanned' })
    await banDirectly(t.database.db, banned.id)
    const post = await createPost(t.app, reported, { content: '#hiddenreported' })
    await reportDirectly(t.database.db, first.id, 'post', post.id)
    await reportDirectly(t.database.db, second.id, 'post', post.id)
    const mine = await createPost(t.app, me, { content: '#hiddenmine' })
    await reportDirectly(t.database.db, first.id, 'post', mine.id)
    await reportDirectly(t.database.db, second.id, 'post', mine.id)
    expect(await suggested('hidden', me)).toEqual(['hiddenmine'])
    expect(await suggested('hidden', first)).toEqual([])
  })

  it('refuses anything but word characters, and visitors', async () => {
    const me = await signUp(t.app)
    expect((await request(t.app, { url: '/api/hashtags?q=a%25', as: me })).statusCode).toBe(400)
    expect((await request(t.app, { url: '/api/hashtags?q=', as: me })).statusCode).toBe(400)
    expect((await request(t.app, { url: '/api/hashtags?q=abc' })).statusCode).toBe(401)
  })
})
