import type { Post } from '@common/posts'
import { banDirectly, createPost, reportDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const save = (as: TestUser, postId: string, saved = true) =>
  request(t.app, { method: saved ? 'PUT' : 'DELETE', url: `/api/posts/${postId}/save`, as })

const savedIds = async (as: TestUser, limit = 50) => {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${cursor}` : ''
    const response = await request(t.app, { url: `/api/me/saved/posts?limit=${limit}${query}`, as })
    expect(response.statusCode).toBe(200)
    const page: { items: Post[]; nextCursor: string | null } = response.json()
    ids.push(...page.items.map((post) => post.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

describe('GET /api/me/saved/posts', () => {
  it('lists saved posts most recently saved first, across pages, as feed cards', async () => {
    const ada = await signUp(t.app)
    const author = await signUp(t.app)
    const [older, newer, unsaved, third] = [
      await createPost(t.app, author, { content: 'older' }),
      await createPost(t.app, author, { content: 'newer' }),
      await createPost(t.app, author, { content: 'never saved' }),
      await createPost(t.app, author, { content: 'saved then unsaved' }),
    ]
    await save(ada, newer.id)
    await save(ada, older.id)
    await save(ada, third.id)
    await save(ada, third.id, false)
    expect(await savedIds(ada, 1)).toEqual([older.id, newer.id])
    expect(await savedIds(ada)).not.toContain(unsaved.id)
    const first = (await request(t.app, { url: '/api/me/saved/posts', as: ada })).json().items[0]
    expect(first).toMatchObject({ id: older.id, savedByMe: true, author: { id: author.id } })
  })

  it("applies the hiding rules and shows nobody else's saves", async () => {
    const ada = await signUp(t.app)
    const [author, bannedAuthor, r1, r2, other] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const kept = await createPost(t.app, author!)
    const twiceReported = await createPost(t.app, author!)
    const reportedByAda = await createPost(t.app, author!)
    const byBanned = await createPost(t.app, bannedAuthor!)
    for (const post of [kept, twiceReported, reportedByAda, byBanned]) await save(ada, post.id)
    await save(other!, kept.id)
    await reportDirectly(t.database.db, r1!.id, 'post', twiceReported.id)
    await reportDirectly(t.database.db, r2!.id, 'post', twiceReported.id)
    await reportDirectly(t.database.db, ada.id, 'post', reportedByAda.id)
    await banDirectly(t.database.db, bannedAuthor!.id)
    expect(await savedIds(ada)).toEqual([kept.id])
    expect(await savedIds(other!)).toEqual([kept.id])
  })

  it('is for signed-in members only', async () => {
    expect((await request(t.app, { url: '/api/me/saved/posts' })).statusCode).toBe(401)
  })
})
