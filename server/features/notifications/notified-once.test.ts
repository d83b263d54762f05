import type { Notification } from '@common/notifications'
import { notifications, posts, projects } from '@server/db/schema'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 29 §5: writing a notification again, after its recipient has read it, must neither fail
// the action that wrote it (a 500 lost the edit) nor tell the recipient a second time.
const t = useTestApp()

const readAll = (user: TestUser) =>
  request(t.app, { method: 'POST', url: '/api/notifications/read-all', as: user })
const unreadFor = async (user: TestUser) =>
  (await request(t.app, { url: '/api/notifications/unread-count', as: user })).json().count
const listFor = async (user: TestUser) => {
  const response = await request(t.app, { url: '/api/notifications?limit=50', as: user })
  return response.json().items as Notification[]
}
const editPost = (author: TestUser, postId: string, content: string) =>
  request(t.app, { method: 'PATCH', url: `/api/posts/${postId}`, as: author, payload: { content } })
const editComment = (author: TestUser, commentId: string, content: string) =>
  request(t.app, {
    method: 'PATCH',
    url: `/api/comments/${commentId}`,
    as: author,
    payload: { content },
  })

async function makeProject(owner: TestUser) {
  const [made] = await t.database.db
    .insert(projects)
    .values({ userId: owner.id, name: `Kite ${owner.id.slice(0, 8)}`, tagline: 'x' })
    .returning({ id: projects.id, key: projects.nameKey })
  return made!
}

describe('a mention written again after it was read', () => {
  it('lets the second edit of a post through and tells the member once', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada, { content: 'Shipping today' })
    expect((await editPost(ada, post.id, `Shipping today with @${bob.username}`)).statusCode).toBe(
      200,
    )
    expect(await unreadFor(bob)).toBe(1)
    await readAll(bob)

    const second = await editPost(ada, post.id, `Shipped today with @${bob.username}!`)
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().content).toBe(`Shipped today with @${bob.username}!`)
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, post.id))
    expect(stored?.content).toBe(`Shipped today with @${bob.username}!`)
    expect((await listFor(bob)).map((item) => [item.type, item.postId, item.isRead])).toEqual([
      ['mention', post.id, true],
    ])
    expect(await unreadFor(bob)).toBe(0)
  })

  it('lets a mention be taken out and put back after it was read, telling no one twice', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada, { content: `Hi @${bob.username}` })
    expect((await editPost(ada, post.id, 'Hi all')).statusCode).toBe(200)
    await readAll(bob)
    const back = await editPost(ada, post.id, `Hi all and @${bob.username}`)
    expect(back.statusCode, back.body).toBe(200)
    expect((await listFor(bob)).map((item) => [item.postId, item.isRead])).toEqual([
      [post.id, true],
    ])
  })

  it('leaves an unread mention from a newer post where it is', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const first = await createPost(t.app, ada, { content: `One @${bob.username}` })
    await readAll(bob)
    const newer = await createPost(t.app, ada, { content: `Two @${bob.username}` })

    // Folding into the unread one would move it to the first post's key, which the read one holds.
    const edited = await editPost(ada, first.id, `One, edited @${bob.username}`)
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await listFor(bob)).map((item) => [item.postId, item.isRead])).toEqual([
      [newer.id, false],
      [first.id, true],
    ])
  })

  it('lets the second edit of a comment through and tells the member once', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, ada)
    const comment = await createComment(t.app, ada, post.id, { content: 'Thanks all' })
    expect((await editComment(ada, comment.id, `Thanks @${bob.username}`)).statusCode).toBe(200)
    expect(await unreadFor(bob)).toBe(1)
    await readAll(bob)

    const second = await editComment(ada, comment.id, `Thanks again @${bob.username}`)
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().content).toBe(`Thanks again @${bob.username}`)
    const mentions = (await listFor(bob)).filter((item) => item.type === 'mention')
    expect(mentions.map((item) => [item.commentId, item.isRead])).toEqual([[comment.id, true]])
  })

  it('lets a post and a comment that keep a project mention be edited again', async () => {
    const [ada, owner] = [await signUp(t.app), await signUp(t.app)]
    const project = await makeProject(owner)
    const post = await createPost(t.app, ada, { content: `Built on @${project.key}` })
    const comment = await createComment(t.app, ada, post.id, { content: `So is @${project.key}` })
    expect(await unreadFor(owner)).toBe(1)
    await readAll(owner)

    expect((await editPost(ada, post.id, `Built on @${project.key}!`)).statusCode).toBe(200)
    expect((await editComment(ada, comment.id, `So is @${project.key}!`)).statusCode).toBe(200)
    const told = await t.database.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'project_mention')))
    expect(told).toEqual([{ isRead: true }])
  })
})

describe('repeating an action after its notification was read', () => {
  it('follows and likes again without a second notification', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const post = await createPost(t.app, bob)
    const follow = (method: 'PUT' | 'DELETE') =>
      request(t.app, { method, url: `/api/users/${bob.username}/follow`, as: ada })
    const like = (method: 'PUT' | 'DELETE') =>
      request(t.app, { method, url: `/api/posts/${post.id}/like`, as: ada })
    expect([(await follow('PUT')).statusCode, (await like('PUT')).statusCode]).toEqual([200, 200])
    await readAll(bob)
    for (const method of ['DELETE', 'PUT'] as const) {
      expect([(await follow(method)).statusCode, (await like(method)).statusCode]).toEqual([
        200, 200,
      ])
    }
    expect(await unreadFor(bob)).toBe(0)
    expect((await listFor(bob)).map((item) => item.type).sort()).toEqual(['follow', 'like'])
  })
})
