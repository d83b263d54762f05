import { notifications } from '@server/db/schema'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 14, item 1: an id in capitals names the same item, and the server goes on with the
// stored (lower-case) spelling wherever an id arrives: path, query and body.
const t = useTestApp()

describe('ids in any case', () => {
  it('reach the same post, answered with its stored id', async () => {
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    const answer = await request(t.app, { url: `/api/posts/${post.id.toUpperCase()}` })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().id).toBe(post.id)
  })

  it('never give a second notification for one like spelled twice', async () => {
    const author = await signUp(t.app)
    const fan = await signUp(t.app)
    const post = await createPost(t.app, author)
    for (const [method, id] of [
      ['PUT', post.id],
      ['DELETE', post.id],
      ['PUT', post.id.toUpperCase()],
    ] as const) {
      const answer = await request(t.app, { method, url: `/api/posts/${id}/like`, as: fan })
      expect(answer.statusCode).toBe(200)
    }
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.id))
    expect(rows).toHaveLength(1)
  })

  it('store a reply under its parent whatever the spelling of parentId', async () => {
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    const parent = await createComment(t.app, author, post.id)
    const reply = await createComment(t.app, author, post.id.toUpperCase(), {
      parentId: parent.id.toUpperCase(),
    })
    expect(reply).toMatchObject({ postId: post.id, parentId: parent.id })
  })

  it('answer 400 naming the field for an id that is not one', async () => {
    for (const url of ['/api/posts/not-a-uuid', '/api/projects/123/mentions']) {
      const answer = await request(t.app, { url })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json().error.message, url).toMatch(/id/i)
    }
  })
})
