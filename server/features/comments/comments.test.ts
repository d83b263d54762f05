import type { Comment } from '@common/comments'
import { likes, notifications } from '@server/db/schema'
import { banDirectly, createComment, createPost, reportDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const threadFor = async (postId: string, viewer?: TestUser) =>
  (await request(t.app, { url: `/api/posts/${postId}/comments`, as: viewer })).json()
    .items as Comment[]

describe('comments', () => {
  it('adds comments and replies, listed oldest first with their parent', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const first = await createComment(t.app, bob, post.id, { content: '  First!  ' })
    const reply = await createComment(t.app, ada, post.id, {
      content: 'Thanks',
      parentId: first.id,
    })
    expect(first).toMatchObject({
      content: 'First!',
      parentId: null,
      author: { username: bob.username },
    })
    const thread = await threadFor(post.id)
    expect(thread.map((c) => [c.id, c.parentId])).toEqual([
      [first.id, null],
      [reply.id, first.id],
    ])
    const card = (await request(t.app, { url: `/api/posts/${post.id}`, as: bob })).json()
    expect(card.commentsCount).toBe(2)
  })

  it('refuses a blank comment, a visitor, and a reply to another post', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const other = await createPost(t.app, ada)
    const elsewhere = await createComment(t.app, ada, other.id)

    const blank = await request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: ada,
      payload: { content: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toBe('Please write a comment')

    const visitor = await request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      payload: { content: 'hi' },
    })
    expect(visitor.statusCode).toBe(401)

    const crossPost = await request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: ada,
      payload: { content: 'hi', parentId: elsewhere.id },
    })
    expect(crossPost.statusCode).toBe(400)
    expect(await threadFor(post.id)).toHaveLength(0)
  })

  it("notifies the post's author of a comment and the parent's author of a reply, never yourself", async () => {
    const author = await signUp(t.app)
    const commenter = await signUp(t.app)
    const replier = await signUp(t.app)
    const post = await createPost(t.app, author)
    const top = await createComment(t.app, commenter, post.id)
    await createComment(t.app, replier, post.id, { parentId: top.id })
    await createComment(t.app, author, post.id)
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post.id))
    const summary = rows
      .map((row) => `${row.type}->${row.userId === author.id ? 'author' : 'commenter'}`)
      .sort()
    expect(summary).toEqual(['comment->author', 'comment->author', 'reply->commenter'])
  })

  it('hides comments by banned authors, reported by me, or with 2 reports', async () => {
    const [author, troll, r1, r2, viewer] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    const fine = await createComment(t.app, author!, post.id, { content: 'fine' })
    const reportedOnce = await createComment(t.app, author!, post.id, { content: 'once' })
    const reportedTwice = await createComment(t.app, author!, post.id, { content: 'twice' })
    const byTroll = await createComment(t.app, troll!, post.id, { content: 'troll' })
    await reportDirectly(t.database.db, r1!.id, 'comment', reportedOnce.id)
    await reportDirectly(t.database.db, r1!.id, 'comment', reportedTwice.id)
    await reportDirectly(t.database.db, r2!.id, 'comment', reportedTwice.id)
    await banDirectly(t.database.db, troll!.id)

    expect((await threadFor(post.id, viewer)).map((c) => c.id)).toEqual([fine.id, reportedOnce.id])
    expect((await threadFor(post.id, r1)).map((c) => c.id)).toEqual([fine.id])
    expect(byTroll.id).toBeTruthy()
  })

  it('likes a comment once, however often it is clicked', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const comment = await createComment(t.app, ada, post.id)
    await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.app, { method: 'PUT', url: `/api/comments/${comment.id}/like`, as: bob }),
      ),
    )
    expect(
      await t.database.db.select().from(likes).where(eq(likes.commentId, comment.id)),
    ).toHaveLength(1)
    const [seen] = await threadFor(post.id, bob)
    expect(seen).toMatchObject({ likesCount: 1, likedByMe: true })
    const unliked = await request(t.app, {
      method: 'DELETE',
      url: `/api/comments/${comment.id}/like`,
      as: bob,
    })
    expect(unliked.json()).toEqual({ liked: false, likesCount: 0 })
  })

  it('answers 404 for the comments of a missing post', async () => {
    const response = await request(t.app, {
      url: '/api/posts/00000000-0000-4000-8000-000000000000/comments',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Post not found')
  })
})
