import type { Comment } from '@common/comments'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { holdCommentRow, waitForLockWaiters } from '@tests/support/row-locks'
import { describe, expect, it } from 'vitest'

// Issue 29 §6: deletes of one thread's comments at once, driven step by step. A test holds a
// row lock where a delete's transaction needs it, so that delete pauses there (after the post's
// delete lock and everything before that row); the other request then looks and queues, and
// the lock is let go. Each interleaving the two requests can take is one case below.
//
// Why no live reply can be lost: a request looks at its comment before its transaction (the
// only place a 404 can come from), then deletes of one post take turns (an advisory lock), and
// under that lock every row is locked and checked again before it changes. A tombstone goes
// only in a statement that finds no reply under it, after its row lock is held, and that lock
// is the one a new reply's foreign key check needs: a reply is either seen there or refused.

const t = useTestApp()

const remove = (commentId: string, as: TestUser) =>
  request(t.app, { method: 'DELETE', url: `/api/comments/${commentId}`, as })

const thread = async (postId: string) =>
  (await request(t.app, { url: `/api/posts/${postId}/comments` })).json().items as Comment[]

const commentsCount = async (postId: string) =>
  (await request(t.app, { url: `/api/posts/${postId}` })).json().commentsCount as number

/** top <- middle <- (left, right): both ancestors deleted, so they stand only for the replies. */
async function twoRepliesUnderTombstones() {
  const ada = await signUp(t.app)
  const bob = await signUp(t.app)
  const post = await createPost(t.app, ada)
  const top = await createComment(t.app, bob, post.id)
  const middle = await createComment(t.app, ada, post.id, { parentId: top.id })
  const left = await createComment(t.app, bob, post.id, { parentId: middle.id })
  const right = await createComment(t.app, bob, post.id, { parentId: middle.id })
  expect((await remove(top.id, bob)).statusCode).toBe(204)
  expect((await remove(middle.id, ada)).statusCode).toBe(204)
  return { ada, bob, post, top, middle, left, right }
}

describe('two sibling replies under a tombstone, deleted at once', () => {
  it('one looks while the other holds the turn and waits for its own row: both go, then the tombstones', async () => {
    const { bob, post, left, right } = await twoRepliesUnderTombstones()
    const pause = await holdCommentRow(t.database.pool, right.id)
    const second = remove(right.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1 })
    // Its look found it (a 404 would have answered without waiting); now it waits its turn.
    const first = remove(left.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1, advisory: 1 })
    await pause.release()

    expect([(await first).statusCode, (await second).statusCode]).toEqual([204, 204])
    expect(await thread(post.id)).toEqual([])
    expect(await commentsCount(post.id)).toBe(0)
  })

  it('one looks while the other has deleted its reply and waits to sweep the tombstone: the sibling stays until its own delete', async () => {
    const { bob, post, top, middle, left, right } = await twoRepliesUnderTombstones()
    const pause = await holdCommentRow(t.database.pool, middle.id)
    const second = remove(right.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1 })
    // The other delete's work is not committed: readers and the sibling's look see both replies.
    expect((await thread(post.id)).map((c) => c.id)).toEqual([top.id, middle.id, left.id, right.id])
    const first = remove(left.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1, advisory: 1 })
    await pause.release()

    // The sweep found `left` under the tombstone and kept it; `left`'s delete then took both.
    expect((await second).statusCode).toBe(204)
    expect((await first).statusCode).toBe(204)
    expect(await thread(post.id)).toEqual([])
    expect(await commentsCount(post.id)).toBe(0)
  })

  it('the sweep keeps a tombstone whose other reply is live, whatever order the turns take', async () => {
    const { bob, post, top, middle, left, right } = await twoRepliesUnderTombstones()
    const pause = await holdCommentRow(t.database.pool, middle.id)
    const gone = remove(right.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1 })
    await pause.release()
    expect((await gone).statusCode).toBe(204)
    expect((await thread(post.id)).map((c) => [c.id, c.deleted])).toEqual([
      [top.id, true],
      [middle.id, true],
      [left.id, false],
    ])
    expect(await commentsCount(post.id)).toBe(1)
  })
})

describe('a reply written while a delete sweeps the thread', () => {
  it('a reply to the comment being deleted waits for it, then is refused; nothing live is lost', async () => {
    const { ada, bob, post, top, middle, left, right } = await twoRepliesUnderTombstones()
    const pause = await holdCommentRow(t.database.pool, middle.id)
    const gone = remove(right.id, bob)
    await waitForLockWaiters(t.database.pool, { row: 1 })
    // `right` is deleted but not committed: the reply's look finds it, its foreign key waits.
    const reply = request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: ada,
      payload: { content: 'Wait for me', parentId: right.id },
    })
    await waitForLockWaiters(t.database.pool, { row: 2 })
    await pause.release()

    expect((await gone).statusCode).toBe(204)
    const refused = await reply
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe('You can only reply to a comment on the same post')
    expect((await thread(post.id)).map((c) => c.id)).toEqual([top.id, middle.id, left.id])
  })
})

describe('the same comment deleted twice at once', () => {
  for (const shape of ['without replies', 'with a reply'] as const) {
    it(`${shape}: the first delete answers 204, the second 404, as one after the other would`, async () => {
      const ada = await signUp(t.app)
      const bob = await signUp(t.app)
      const post = await createPost(t.app, ada)
      const comment = await createComment(t.app, bob, post.id, { content: 'Twice?' })
      if (shape === 'with a reply') {
        await createComment(t.app, ada, post.id, { parentId: comment.id })
      }
      const pause = await holdCommentRow(t.database.pool, comment.id)
      const first = remove(comment.id, bob)
      await waitForLockWaiters(t.database.pool, { row: 1 })
      const second = remove(comment.id, bob)
      await waitForLockWaiters(t.database.pool, { row: 1, advisory: 1 })
      await pause.release()

      expect((await first).statusCode).toBe(204)
      const again = await second
      expect(again.statusCode).toBe(404)
      expect(again.json().error.message).toBe('Comment not found')
      expect(await commentsCount(post.id)).toBe(shape === 'with a reply' ? 1 : 0)
    })
  }
})
