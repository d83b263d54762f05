import type { Comment } from '@common/comments'
import { posts } from '@server/db/schema'
import { nextLiveEvent, report, signUpModerator } from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 19 §3: a member deletes their own comment; replies under it stay, under "comment deleted".

const t = useTestApp()

const threadFor = async (postId: string, viewer?: TestUser) =>
  (await request(t.app, { url: `/api/posts/${postId}/comments`, as: viewer })).json()
    .items as Comment[]

const remove = (commentId: string, as?: TestUser) =>
  request(t.app, { method: 'DELETE', url: `/api/comments/${commentId}`, as })

const commentsCount = async (postId: string, viewer?: TestUser) =>
  (await request(t.app, { url: `/api/posts/${postId}`, as: viewer })).json().commentsCount as number

describe('deleting your own comment', () => {
  it('removes a comment without replies, and the post counts one comment less', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const kept = await createComment(t.app, bob, post.id, { content: 'Keep me' })
    const gone = await createComment(t.app, bob, post.id, { content: 'Oops' })
    expect(await commentsCount(post.id)).toBe(2)

    const response = await remove(gone.id, bob)
    expect(response.statusCode).toBe(204)
    expect((await threadFor(post.id)).map((c) => c.id)).toEqual([kept.id])
    expect(await commentsCount(post.id)).toBe(1)
    expect(await commentsCount(post.id, bob)).toBe(1)

    // Gone means gone: a second delete, a like or a reply finds nothing.
    expect((await remove(gone.id, bob)).statusCode).toBe(404)
    const like = await request(t.app, {
      method: 'PUT',
      url: `/api/comments/${gone.id}/like`,
      as: ada,
    })
    expect(like.statusCode).toBe(404)
  })

  it('keeps a comment with replies as "comment deleted", its replies under it', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const top = await createComment(t.app, bob, post.id, { content: 'Secret plans' })
    const reply = await createComment(t.app, ada, post.id, {
      content: 'Nice plans',
      parentId: top.id,
    })
    await request(t.app, { method: 'PUT', url: `/api/comments/${top.id}/like`, as: ada })
    expect(await commentsCount(post.id)).toBe(2)

    expect((await remove(top.id, bob)).statusCode).toBe(204)

    for (const viewer of [undefined, ada, bob]) {
      const thread = await threadFor(post.id, viewer)
      expect(thread).toEqual([
        expect.objectContaining({
          id: top.id,
          deleted: true,
          author: null,
          content: '',
          likesCount: 0,
        }),
        expect.objectContaining({
          id: reply.id,
          parentId: top.id,
          deleted: false,
          content: 'Nice plans',
          author: expect.objectContaining({ username: ada.username }),
        }),
      ])
    }
    // The tombstone is not a comment any more; its reply still is.
    expect(await commentsCount(post.id)).toBe(1)
    expect(await commentsCount(post.id, bob)).toBe(1)
    const [row] = await t.database.db
      .select({ commentCount: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, post.id))
    expect(row?.commentCount).toBe(1)

    // Nothing left to delete, like or answer.
    expect((await remove(top.id, bob)).statusCode).toBe(404)
    const like = await request(t.app, {
      method: 'PUT',
      url: `/api/comments/${top.id}/like`,
      as: ada,
    })
    expect(like.statusCode).toBe(404)
    const answer = await request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: ada,
      payload: { content: 'Hello?', parentId: top.id },
    })
    expect(answer.statusCode).toBe(400)

    // Its reply's author deletes it too: the tombstone, standing for nothing now, goes with it.
    const tombstoneGone = nextLiveEvent(t.bus, 'comment.removed', (e) => e.commentId === top.id)
    expect((await remove(reply.id, ada)).statusCode).toBe(204)
    await tombstoneGone
    expect(await threadFor(post.id)).toEqual([])
    expect(await commentsCount(post.id)).toBe(0)
  })

  // Replies deleted at once, in each order their steps can take: delete-comment-races.test.ts.
  it('takes a chain of tombstones away once their last reply goes', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const top = await createComment(t.app, bob, post.id)
    const middle = await createComment(t.app, ada, post.id, { parentId: top.id })
    const [left, right] = await Promise.all([
      createComment(t.app, bob, post.id, { parentId: middle.id }),
      createComment(t.app, bob, post.id, { parentId: middle.id }),
    ])
    expect((await remove(top.id, bob)).statusCode).toBe(204)
    expect((await remove(middle.id, ada)).statusCode).toBe(204)
    expect((await threadFor(post.id)).map((c) => c.deleted)).toEqual([true, true, false, false])

    expect((await remove(left!.id, bob)).statusCode).toBe(204)
    expect((await threadFor(post.id)).map((c) => c.id)).toEqual([top.id, middle.id, right!.id])
    expect((await remove(right!.id, bob)).statusCode).toBe(204)
    expect(await threadFor(post.id)).toEqual([])
    expect(await commentsCount(post.id)).toBe(0)
  })

  it('is for the author only: others get 403, visitors 401, and nothing changes', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const moderator = await signUpModerator(t.app, t.database.db)
    const post = await createPost(t.app, ada)
    const comment = await createComment(t.app, bob, post.id, { content: 'Mine' })

    expect((await remove(comment.id)).statusCode).toBe(401)
    // Not even the post's author or a moderator (moderators remove through moderation).
    for (const other of [ada, moderator]) {
      const response = await remove(comment.id, other)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.message).toBe('Only its author can delete a comment')
    }
    expect(await threadFor(post.id)).toEqual([
      expect.objectContaining({ id: comment.id, content: 'Mine', deleted: false }),
    ])
    expect(await commentsCount(post.id)).toBe(1)
  })

  it('tells open threads: a removed comment leaves them, a tombstone is read again', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const alone = await createComment(t.app, bob, post.id)
    const answered = await createComment(t.app, bob, post.id)
    await createComment(t.app, ada, post.id, { parentId: answered.id })

    const removed = nextLiveEvent(t.bus, 'comment.removed', (e) => e.commentId === alone.id)
    expect((await remove(alone.id, bob)).statusCode).toBe(204)
    expect(await removed).toMatchObject({ postId: post.id })

    // comment.removed would lift its reply to the top level on open screens: it re-reads instead.
    const reread = nextLiveEvent(t.bus, 'comment.restored', (e) => e.commentId === answered.id)
    expect((await remove(answered.id, bob)).statusCode).toBe(204)
    expect(await reread).toMatchObject({ postId: post.id })
  })

  it('answers a bad or unknown id with 400 or 404, never 500', async () => {
    const ada = await signUp(t.app)
    for (const [id, status] of [
      ['not-a-uuid', 400],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['%00', 400],
      ['a'.repeat(40), 400],
    ] as const) {
      const response = await remove(id, ada)
      expect(response.statusCode, id).toBe(status)
    }
  })

  it('leaves reports on a deleted comment harmless for the moderation queue', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const moderator = await signUpModerator(t.app, t.database.db)
    const post = await createPost(t.app, ada)
    const alone = await createComment(t.app, bob, post.id, { content: 'Rude' })
    const answered = await createComment(t.app, bob, post.id, { content: 'Also rude' })
    await createComment(t.app, ada, post.id, { parentId: answered.id })
    await report(t.app, ada, 'comment', alone.id)
    await report(t.app, ada, 'comment', answered.id)

    expect((await remove(alone.id, bob)).statusCode).toBe(204)
    expect((await remove(answered.id, bob)).statusCode).toBe(204)

    const queue = await request(t.app, { url: '/api/moderation/reports', as: moderator })
    expect(queue.statusCode).toBe(200)
    // The deleted text is gone for moderators too.
    expect(JSON.stringify(queue.json())).not.toContain('rude')
  })
})
