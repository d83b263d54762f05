import type { Comment } from '@common/comments'
import { safetyTexts } from '@common/safety'
import { notifications } from '@server/db/schema'
import { createComment } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const post = async (as: TestUser, payload: Record<string, unknown>) => {
  const response = await request(t.app, { method: 'POST', url: '/api/posts', as, payload })
  return response
}
const comment = (as: TestUser, postId: string) =>
  request(t.app, {
    method: 'POST',
    url: `/api/posts/${postId}/comments`,
    as,
    payload: { content: 'Hello there' },
  })

describe('who may comment on a post', () => {
  it('lets everyone comment by default, and shows the rule', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const created = await post(ana, { content: 'Open thread' })
    expect(created.json().replyRule).toBe('everyone')
    expect((await comment(bob, created.json().id)).statusCode).toBe(201)
  })

  it('limits comments to people the author follows, with the rule as the refusal', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    await follow(t.app, ana, bob)
    const created = await post(ana, { content: 'Friends only', replyRule: 'following' })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const page = await request(t.app, { url: `/api/posts/${id}` })
    expect(page.json().replyRule).toBe('following')
    expect((await comment(bob, id)).statusCode).toBe(201)
    const refused = await comment(cai, id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(safetyTexts.replyRules.following)
    expect((await comment(ana, id)).statusCode).toBe(201)
  })

  it('limits comments to people the post mentions', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    const created = await post(ana, {
      content: `Thanks @${bob.username.toUpperCase()}`,
      replyRule: 'mentioned',
    })
    const id = created.json().id
    expect((await comment(bob, id)).statusCode).toBe(201)
    const refused = await comment(cai, id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(safetyTexts.replyRules.mentioned)
  })

  it('keeps the rule chosen when a draft is posted', async () => {
    const ana = await signUp(t.app)
    const draft = await request(t.app, {
      method: 'POST',
      url: '/api/drafts',
      as: ana,
      payload: { content: 'From a draft' },
    })
    expect(draft.statusCode).toBe(201)
    const published = await request(t.app, {
      method: 'POST',
      url: `/api/drafts/${draft.json().id}/publish`,
      as: ana,
      payload: { replyRule: 'mentioned' },
    })
    expect(published.statusCode).toBe(201)
    expect(published.json().replyRule).toBe('mentioned')
  })

  it('refuses an unknown rule with 400 and stores no post', async () => {
    const ana = await signUp(t.app)
    const bad = await post(ana, { content: 'Nope', replyRule: 'friends' })
    expect(bad.statusCode).toBe(400)
    const feed = await request(t.app, { url: `/api/users/${ana.username}/posts`, as: ana })
    expect(feed.json().items).toEqual([])
  })
})

describe('PUT / DELETE /api/comments/:id/hidden', () => {
  it("lets the post's author hide a comment for everyone, readable on request, untold", async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const created = (await post(ana, { content: 'My post' })).json()
    const bobs = await createComment(t.app, bob, created.id, { content: 'Rude words' })
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, bob.id))
    const hidden = await request(t.app, {
      method: 'PUT',
      url: `/api/comments/${bobs.id}/hidden`,
      as: ana,
    })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({ collapsed: 'hiddenByAuthor', content: 'Rude words' })
    for (const viewer of [undefined, bob, ana]) {
      const thread: Comment[] = (
        await request(t.app, { url: `/api/posts/${created.id}/comments`, as: viewer })
      ).json().items
      expect(thread[0]).toMatchObject({ id: bobs.id, collapsed: 'hiddenByAuthor' })
    }
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, bob.id))
    expect(after).toEqual(before)
    const shown = await request(t.app, {
      method: 'DELETE',
      url: `/api/comments/${bobs.id}/hidden`,
      as: ana,
    })
    expect(shown.json().collapsed).toBeUndefined()
  })

  it('refuses anyone but the post author', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const created = (await post(ana, { content: 'My post' })).json()
    const anas = await createComment(t.app, ana, created.id)
    const bobs = await createComment(t.app, bob, created.id)
    for (const id of [anas.id, bobs.id]) {
      const refused = await request(t.app, {
        method: 'PUT',
        url: `/api/comments/${id}/hidden`,
        as: bob,
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.message).toBe(safetyTexts.onlyAuthorHides)
    }
    const visitor = await request(t.app, { method: 'PUT', url: `/api/comments/${bobs.id}/hidden` })
    expect(visitor.statusCode).toBe(401)
  })
})
