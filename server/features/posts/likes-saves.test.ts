import { likes, notifications } from '@server/db/schema'
import { createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

describe('likes and saves', () => {
  it('keeps one like per user under concurrent double-clicks, and counts equal rows', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob }),
      ),
    )
    expect(responses.every((r) => r.statusCode === 200)).toBe(true)
    const rows = await t.database.db.select().from(likes).where(eq(likes.postId, post.id))
    expect(rows).toHaveLength(1)
    const seen = (await request(t.app, { url: `/api/posts/${post.id}`, as: bob })).json()
    expect(seen).toMatchObject({ likesCount: 1, likedByMe: true })

    const unliked = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${post.id}/like`,
      as: bob,
    })
    expect(unliked.json()).toEqual({ liked: false, likesCount: 0 })
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob })
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'like')))
    expect(notices).toHaveLength(1)
  })

  it('never notifies you of liking your own post', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: ada })
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post.id))
    expect(notices).toHaveLength(0)
  })

  it('saves and unsaves idempotently, reflected in savedByMe', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    for (let i = 0; i < 2; i++) {
      const saved = await request(t.app, {
        method: 'PUT',
        url: `/api/posts/${post.id}/save`,
        as: ada,
      })
      expect(saved.json()).toEqual({ saved: true })
    }
    expect((await request(t.app, { url: `/api/posts/${post.id}`, as: ada })).json().savedByMe).toBe(
      true,
    )
    await request(t.app, { method: 'DELETE', url: `/api/posts/${post.id}/save`, as: ada })
    expect((await request(t.app, { url: `/api/posts/${post.id}`, as: ada })).json().savedByMe).toBe(
      false,
    )
  })

  it('asks visitors to sign in', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const response = await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like` })
    expect(response.statusCode).toBe(401)
  })
})
