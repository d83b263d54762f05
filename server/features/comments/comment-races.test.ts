import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import type { PoolClient } from 'pg'
import { describe, expect, it } from 'vitest'

// A comment written while what it answers is being deleted: the foreign key check waits for the
// delete and then finds its target gone, which answers as a clear 4xx, never a 500.

const t = useTestApp()

/** Runs `holding` in a transaction holding `lockSql`'s row lock; commits when it returns. */
async function whileLocked(
  lockSql: string,
  id: string,
  holding: (client: PoolClient) => Promise<void>,
) {
  const client = await t.database.pool.connect()
  try {
    await client.query('begin')
    await client.query(lockSql, [id])
    await holding(client)
    await client.query('commit')
  } finally {
    client.release()
  }
}

/** Until a comment insert waits on a row lock (the foreign key check behind our lock). */
async function insertWaitingOnLock() {
  for (;;) {
    const { rows } = await t.database.pool.query(
      `select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
          and query ilike 'insert into "comments"%'`,
    )
    if (rows.length > 0) return
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('a comment racing a delete', () => {
  it('a reply to a comment deleted meanwhile answers 400 and writes nothing', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const top = await createComment(t.app, bob, post.id, { content: 'Going soon' })

    let reply: ReturnType<typeof request> | undefined
    await whileLocked('select 1 from comments where id = $1 for update', top.id, async (client) => {
      reply = request(t.app, {
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        as: ada,
        payload: { content: 'Wait for me', parentId: top.id },
      })
      await insertWaitingOnLock()
      await client.query('delete from comments where id = $1', [top.id])
    })
    const response = await reply!
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('You can only reply to a comment on the same post')
    const thread = await request(t.app, { url: `/api/posts/${post.id}/comments`, as: ada })
    expect(thread.json().items).toEqual([])
  })

  it('a comment on a post deleted meanwhile answers 404', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)

    let comment: ReturnType<typeof request> | undefined
    await whileLocked('select 1 from posts where id = $1 for update', post.id, async (client) => {
      comment = request(t.app, {
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        as: bob,
        payload: { content: 'Too late' },
      })
      await insertWaitingOnLock()
      await client.query('delete from posts where id = $1', [post.id])
    })
    const response = await comment!
    expect(response.statusCode).toBe(404)
    expect((await request(t.app, { url: `/api/posts/${post.id}` })).statusCode).toBe(404)
  })
})
