import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { holdLock, waitForLockWaiters } from '@tests/support/row-locks'
import { describe, expect, it } from 'vitest'

// A comment written while what it answers is being deleted: the foreign key check waits for the
// delete and then finds its target gone, which answers as a clear 4xx, never a 500.

const t = useTestApp()

describe('a comment racing a delete', () => {
  it('a reply to a comment deleted meanwhile answers 400 and writes nothing', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const top = await createComment(t.app, bob, post.id, { content: 'Going soon' })

    const lock = await holdLock(
      t.database.pool,
      'select 1 from comments where id = $1 for update',
      [top.id],
    )
    const reply = request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: ada,
      payload: { content: 'Wait for me', parentId: top.id },
    })
    await waitForLockWaiters(t.database.pool, { row: 1 })
    await lock.client.query('delete from comments where id = $1', [top.id])
    await lock.release()
    const response = await reply
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('You can only reply to a comment on the same post')
    const thread = await request(t.app, { url: `/api/posts/${post.id}/comments`, as: ada })
    expect(thread.json().items).toEqual([])
  })

  it('a comment on a post deleted meanwhile answers 404', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)

    const lock = await holdLock(t.database.pool, 'select 1 from posts where id = $1 for update', [
      post.id,
    ])
    const comment = request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: bob,
      payload: { content: 'Too late' },
    })
    await waitForLockWaiters(t.database.pool, { row: 1 })
    await lock.client.query('delete from posts where id = $1', [post.id])
    await lock.release()
    const response = await comment
    expect(response.statusCode).toBe(404)
    expect((await request(t.app, { url: `/api/posts/${post.id}` })).statusCode).toBe(404)
  })
})
