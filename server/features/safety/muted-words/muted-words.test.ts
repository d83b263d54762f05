import type { Comment } from '@common/comments'
import { limits } from '@common/limits'
import type { Post } from '@common/posts'
import { safetyTexts } from '@common/safety'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const muteWord = (as: TestUser, payload: Record<string, unknown>) =>
  request(t.app, { method: 'POST', url: '/api/me/muted-words', as, payload })
const feed = async (as: TestUser): Promise<Post[]> => {
  const response = await request(t.app, { url: '/api/posts?limit=50', as })
  if (response.statusCode !== 200) throw new Error(`feed: ${response.statusCode} ${response.body}`)
  return response.json().items
}
const thread = async (postId: string, as: TestUser): Promise<Comment[]> =>
  (await request(t.app, { url: `/api/posts/${postId}/comments`, as })).json().items

describe('muted words and tags', () => {
  it('hides posts holding the word as a whole word, any case, from the muter only', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const word = `crypto${Date.now() % 100000}`
    const loud = await createPost(t.app, bob, { content: `All about ${word.toUpperCase()}!` })
    const part = await createPost(t.app, bob, { content: `${word}currency is a longer word` })
    const added = await muteWord(ana, { phrase: word })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({
      phrase: word,
      action: 'hide',
      contexts: ['feeds', 'threads', 'notifications', 'search'],
      expiresAt: null,
    })
    const ids = (await feed(ana)).map((post) => post.id)
    expect(ids).not.toContain(loud.id)
    expect(ids).toContain(part.id)
    expect((await feed(bob)).map((post) => post.id)).toContain(loud.id)
    // The author's own post stays theirs to see.
    const own = await createPost(t.app, ana, { content: `My ${word} post` })
    expect((await feed(ana)).map((post) => post.id)).toContain(own.id)
    // The post's own page still opens.
    expect((await request(t.app, { url: `/api/posts/${loud.id}`, as: ana })).statusCode).toBe(200)
  })

  it('collapses instead of hiding when asked, and mutes #tags', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const tag = `spoilers${Date.now() % 100000}`
    const post = await createPost(t.app, bob, { content: `Big news #${tag}` })
    await muteWord(ana, { phrase: `#${tag}`, action: 'warn', contexts: ['feeds'] })
    const seen = (await feed(ana)).find((item) => item.id === post.id)
    expect(seen?.mutedWord).toBe(`#${tag}`)
    const other = (await feed(bob)).find((item) => item.id === post.id)
    expect(other?.mutedWord).toBeUndefined()
  })

  it('names the collapsing word as the member wrote it, among more words than regexes are kept', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const word = `Pricing${Date.now() % 100000}`
    for (let i = 0; i < 40; i++) {
      await muteWord(ana, { phrase: `quiet${i}x`, action: 'warn', contexts: ['feeds'] })
    }
    await muteWord(ana, { phrase: word, action: 'warn', contexts: ['feeds'] })
    const post = await createPost(t.app, bob, { content: `New ${word.toUpperCase()} page!` })
    const plain = await createPost(t.app, bob, { content: `New ${word}s page` })
    const items = await feed(ana)
    expect(items.find((item) => item.id === post.id)?.mutedWord).toBe(word)
    expect(items.find((item) => item.id === plain.id)?.mutedWord).toBeUndefined()
  })

  it('matches whole words the search vector does not split out: hosts, paths, emails, stop words', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const word = `pricing${Date.now() % 100000}`
    await muteWord(ana, { phrase: word, contexts: ['feeds'] })
    const texts = [
      `See ${word}.io today`,
      `Read https://example.com/${word}/page now`,
      `Mail ana@${word}.com please`,
      `<${word}> in a tag`,
      `Plain ${word}'s page`,
    ]
    const hidden = [] as string[]
    for (const content of texts) hidden.push((await createPost(t.app, bob, { content })).id)
    const kept = await createPost(t.app, bob, { content: `Not ${word}s nor my_${word}` })
    let ids = (await feed(ana)).map((post) => post.id)
    expect(hidden.filter((id) => ids.includes(id))).toEqual([])
    expect(ids).toContain(kept.id)
    // A stop word has no lexeme in the vector: the regex still decides, whole words only.
    const stop = await createPost(t.app, bob, { content: `Over ${word.slice(0, 3)} THEN the end` })
    await muteWord(ana, { phrase: 'then', contexts: ['feeds'] })
    ids = (await feed(ana)).map((post) => post.id)
    expect(ids).not.toContain(stop.id)
    expect(ids).toContain(kept.id)
  })

  it('applies in threads only when that context is chosen', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const word = `roadmap${Date.now() % 100000}`
    const post = await createPost(t.app, ana)
    const loud = await createComment(t.app, bob, post.id, { content: `What about the ${word}?` })
    const feedsOnly = await muteWord(ana, { phrase: word, contexts: ['feeds'] })
    expect((await thread(post.id, ana)).map((c) => c.id)).toContain(loud.id)
    await request(t.app, {
      method: 'DELETE',
      url: `/api/me/muted-words/${feedsOnly.json().id}`,
      as: ana,
    })
    await muteWord(ana, { phrase: word, contexts: ['threads'], action: 'warn' })
    const collapsed = (await thread(post.id, ana)).find((c) => c.id === loud.id)
    expect(collapsed?.collapsed).toBe('mutedWord')
  })

  it('treats regex characters as plain text', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const plain = await createPost(t.app, bob, { content: 'c plus plus and cxx' })
    const literal = await createPost(t.app, bob, { content: 'I write c++ daily' })
    await muteWord(ana, { phrase: 'c++' })
    const ids = (await feed(ana)).map((post) => post.id)
    expect(ids).toContain(plain.id)
    expect(ids).not.toContain(literal.id)
  })

  it('lists, refuses duplicates and bad input, and deletes only your own', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const first = await muteWord(ana, { phrase: 'Launch', duration: '7d' })
    expect(first.statusCode).toBe(201)
    const again = await muteWord(ana, { phrase: 'launch' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(safetyTexts.mutedWordExists)
    for (const bad of [
      { phrase: '' },
      { phrase: 'x'.repeat(limits.mutedWordMax + 1) },
      { phrase: 'ok', contexts: [] },
      { phrase: 'ok', contexts: ['everywhere'] },
      { phrase: 'ok', action: 'explode' },
    ]) {
      expect((await muteWord(ana, bad)).statusCode, JSON.stringify(bad)).toBe(400)
    }
    const list = (await request(t.app, { url: '/api/me/muted-words', as: ana })).json().items
    expect(list.map((word: { phrase: string }) => word.phrase)).toEqual(['Launch'])
    const stranger = await request(t.app, {
      method: 'DELETE',
      url: `/api/me/muted-words/${first.json().id}`,
      as: bob,
    })
    expect(stranger.statusCode).toBe(404)
    const own = await request(t.app, {
      method: 'DELETE',
      url: `/api/me/muted-words/${first.json().id}`,
      as: ana,
    })
    expect(own.statusCode).toBe(204)
    expect((await request(t.app, { url: '/api/me/muted-words', as: ana })).json().items).toEqual([])
  })

  it('keeps the cap under concurrent adds', async () => {
    const ana = await signUp(t.app)
    await t.database.db.execute(
      `insert into muted_words (user_id, phrase, contexts) select '${ana.id}', 'w' || g, '{feeds}' from generate_series(1, ${limits.mutedWordsMax - 2}) g`,
    )
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => muteWord(ana, { phrase: `extra${i}` })),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2)
    const full = results.find((r) => r.statusCode === 400)
    expect(full?.json().error.message).toBe(safetyTexts.mutedWordsFull(limits.mutedWordsMax))
  })
})
