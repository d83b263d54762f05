import { type Notification, notificationSentence } from '@common/notifications'
import { notifications, projects } from '@server/db/schema'
import { nextLiveEvent } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const listFor = async (user: TestUser, query = 'limit=50') => {
  const response = await request(t.app, { url: `/api/notifications?${query}`, as: user })
  expect(response.statusCode).toBe(200)
  return response.json() as { items: Notification[]; nextCursor: string | null }
}
const unreadFor = async (user: TestUser) =>
  (await request(t.app, { url: '/api/notifications/unread-count', as: user })).json().count
const like = (user: TestUser, postId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  request(t.app, { method, url: `/api/posts/${postId}/like`, as: user })
const follow = (follower: TestUser, followed: TestUser, method: 'PUT' | 'DELETE' = 'PUT') =>
  request(t.app, { method, url: `/api/users/${followed.username}/follow`, as: follower })

describe('notifications of every kind', () => {
  it('are created once per action and never for your own', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const carol = await signUp(t.app)
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: ada.id, name: `Kite ${ada.id.slice(0, 6)}`, tagline: 'Flies' })
      .returning({ id: projects.id, key: projects.nameKey })

    const adasPost = await createPost(t.app, ada, { content: `mine @${ada.username}` })
    await like(bob, adasPost.id)
    await like(bob, adasPost.id)
    await like(bob, adasPost.id, 'DELETE')
    await like(bob, adasPost.id)
    await like(ada, adasPost.id)
    await createComment(t.app, bob, adasPost.id)
    await createComment(t.app, ada, adasPost.id)
    const carolsPost = await createPost(t.app, carol)
    const adasComment = await createComment(t.app, ada, carolsPost.id)
    await createComment(t.app, bob, carolsPost.id, { parentId: adasComment.id })
    const mentioning = await createPost(t.app, bob, {
      content: `hi @${ada.username} @${ada.username}, try @${project!.key}`,
    })
    await follow(bob, ada)
    await follow(bob, ada, 'DELETE')
    await follow(bob, ada)
    await follow(ada, ada)

    const { items } = await listFor(ada)
    expect(items.map((item) => item.type).sort()).toEqual(
      ['comment', 'follow', 'like', 'mention', 'project_mention', 'reply'].sort(),
    )
    expect(items.every((item) => item.actor.id === bob.id && !item.isRead)).toBe(true)
    const byType = new Map(items.map((item) => [item.type, item]))
    expect(byType.get('follow')).toMatchObject({ postId: null, target: `/${bob.username}` })
    expect(byType.get('like')).toMatchObject({
      postId: adasPost.id,
      target: `/post/${adasPost.id}`,
    })
    expect(byType.get('reply')).toMatchObject({
      postId: carolsPost.id,
      commentId: expect.any(String),
    })
    expect(byType.get('mention')?.target).toBe(`/post/${mentioning.id}`)
    expect(byType.get('project_mention')).toMatchObject({
      projectId: project!.id,
      target: `/post/${mentioning.id}`,
    })
    expect(items[0]).toEqual({
      id: expect.any(String),
      type: expect.any(String),
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      actor: { id: bob.id, username: bob.username, name: bob.username, avatarUrl: null },
      postId: expect.toBeOneOf([expect.any(String), null]),
      projectId: expect.toBeOneOf([expect.any(String), null]),
      commentId: expect.toBeOneOf([expect.any(String), null]),
      target: expect.any(String),
      actorCount: 1,
      actors: [{ id: bob.id, username: bob.username, name: bob.username, avatarUrl: null }],
      quote: expect.toBeOneOf([expect.any(String), null]),
      projectName: null,
      launch: null,
      actorFollowedByMe: false,
    })
    expect(byType.get('mention')?.quote).toBe(mentioning.content)
    expect(byType.get('like')?.quote).toBeNull()
    expect(items.map((item) => notificationSentence(item.type)).sort()).toEqual([
      'commented on your post',
      'liked your post',
      'mentioned you in a post',
      'mentioned your project in a post',
      'replied to your comment',
      'started following you',
    ])
    expect(await unreadFor(ada)).toBe(6)
  })

  it('pages newest first with no item twice, and leaves out banned actors', async () => {
    const me = await signUp(t.app)
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    for (const fan of fans) await createComment(t.app, fan, (await createPost(t.app, me)).id)
    const first = await listFor(me, 'limit=2')
    expect(first.items.map((item) => item.actor.id)).toEqual([fans[2]!.id, fans[1]!.id])
    const second = await listFor(me, `limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((item) => item.actor.id)).toEqual([fans[0]!.id])
    expect(second.nextCursor).toBeNull()

    await banDirectly(t.database.db, fans[1]!.id)
    expect((await listFor(me)).items.map((item) => item.actor.id)).toEqual([
      fans[2]!.id,
      fans[0]!.id,
    ])
    expect(await unreadFor(me)).toBe(2)
  })

  it('are only for signed-in members', async () => {
    expect((await request(t.app, { url: '/api/notifications' })).statusCode).toBe(401)
    const readAll = await request(t.app, { method: 'POST', url: '/api/notifications/read-all' })
    expect(readAll.statusCode).toBe(401)
  })
})

describe('marking notifications read', () => {
  it('marks one of your own by id, announces it live, and 404s on anyone else', async () => {
    const me = await signUp(t.app)
    const other = await signUp(t.app)
    const fan = await signUp(t.app)
    await follow(fan, me)
    await follow(fan, other)
    const [mine] = (await listFor(me)).items
    const [theirs] = (await listFor(other)).items

    const announced = nextLiveEvent(
      t.bus,
      'notifications.changed',
      (event) => event.userId === me.id,
    )
    const read = await request(t.app, {
      method: 'POST',
      url: `/api/notifications/${mine!.id}/read`,
      as: me,
    })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ unreadCount: 0 })
    await announced
    expect((await listFor(me)).items[0]?.isRead).toBe(true)

    const foreign = await request(t.app, {
      method: 'POST',
      url: `/api/notifications/${theirs!.id}/read`,
      as: me,
    })
    expect(foreign.statusCode).toBe(404)
    const [untouched] = await t.database.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, theirs!.id))
    expect(untouched?.isRead).toBe(false)
    const malformed = await request(t.app, {
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      as: me,
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('marks all read, and the badge count follows', async () => {
    const me = await signUp(t.app)
    const fans = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    for (const fan of fans) await createComment(t.app, fan, (await createPost(t.app, me)).id)
    expect(await unreadFor(me)).toBe(3)

    const announced = nextLiveEvent(
      t.bus,
      'notifications.changed',
      (event) => event.userId === me.id,
    )
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/notifications/read-all',
      as: me,
    })
    expect(response.json()).toEqual({ unreadCount: 0 })
    await announced
    expect(await unreadFor(me)).toBe(0)
    expect((await listFor(me)).items.every((item) => item.isRead)).toBe(true)
  })
})
