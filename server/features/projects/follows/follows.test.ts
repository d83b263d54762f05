import type { Notification } from '@common/notifications'
import type { Post } from '@common/posts'
import { homeTimeline } from '@server/db/schema'
import { nextLiveEvent } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createUpdate } from '@tests/factories/project-updates'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const setFollow = (as: TestUser | undefined, projectId: string, following = true) =>
  request(t.app, {
    method: following ? 'PUT' : 'DELETE',
    url: `/api/projects/${projectId}/follow`,
    as,
  })
const followState = (projectId: string, as?: TestUser) =>
  request(t.app, { url: `/api/projects/${projectId}/follow`, as })
const followers = (projectId: string, as?: TestUser, query = '') =>
  request(t.app, { url: `/api/projects/${projectId}/followers${query}`, as })
async function followingFeed(as: TestUser) {
  const response = await request(t.app, { url: '/api/posts?feed=following&limit=50', as })
  return (response.json().items as Post[]).map((post) => post.id)
}
async function notificationsOf(as: TestUser) {
  const response = await request(t.app, { url: '/api/notifications', as })
  return response.json().items as Notification[]
}

describe('following a project', () => {
  it('is idempotent, counted for everyone and separate from bookmarks', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await setFollow(bob, project.id)).json()).toEqual({
      following: true,
      followersCount: 1,
    })
    expect((await setFollow(bob, project.id)).json().followersCount).toBe(1)
    expect((await followState(project.id, bob)).json()).toEqual({
      following: true,
      followersCount: 1,
    })
    expect((await followState(project.id)).json()).toEqual({ following: false, followersCount: 1 })
    const detail = await request(t.app, { url: `/api/projects/${project.id}`, as: bob })
    expect(detail.json().bookmarkedByMe).toBe(false)
    expect((await setFollow(bob, project.id, false)).json()).toEqual({
      following: false,
      followersCount: 0,
    })
  })

  it('refuses visitors (401), banned members (403), one’s own project (400) and hidden ones (404)', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await setFollow(undefined, project.id)).statusCode).toBe(401)
    const own = await setFollow(ada, project.id)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.message).toBe('You cannot follow your own project')
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await setFollow(bob, missing)).statusCode).toBe(404)
    await request(t.app, {
      method: 'POST',
      url: '/api/reports',
      as: bob,
      payload: { type: 'project', id: project.id, reason: 'spam' },
    })
    expect((await setFollow(bob, project.id)).statusCode).toBe(404)
    // Unfollowing stays possible.
    expect((await setFollow(bob, project.id, false)).statusCode).toBe(200)
    const carol = await signUp(t.app)
    await banDirectly(t.database.db, carol.id)
    expect((await setFollow(carol, project.id)).statusCode).toBe(403)
    expect((await followState(project.id)).json().followersCount).toBe(0)
  })

  it('lists followers to the owner only, newest first, paged, banned followers left out', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const fans = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    for (const fan of fans) await setFollow(fan, project.id)
    const first = (await followers(project.id, ada, '?limit=2')).json()
    expect(first.items.map((item: { username: string }) => item.username)).toEqual([
      fans[2]!.username,
      fans[1]!.username,
    ])
    const second = (await followers(project.id, ada, `?limit=2&cursor=${first.nextCursor}`)).json()
    expect(second.items.map((item: { username: string }) => item.username)).toEqual([
      fans[0]!.username,
    ])
    expect(second.nextCursor).toBeNull()
    expect((await followers(project.id, fans[0])).statusCode).toBe(403)
    expect((await followers(project.id)).statusCode).toBe(401)
    await banDirectly(t.database.db, fans[1]!.id)
    const after = (await followers(project.id, ada)).json().items
    expect(after.map((item: { id: string }) => item.id)).not.toContain(fans[1]!.id)
    expect((await followState(project.id)).json().followersCount).toBe(2)
  })
})

describe("a followed project's updates", () => {
  it('notify each follower (live badge too), folding plain updates and keeping milestones apart', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await setFollow(bob, project.id)
    const badge = nextLiveEvent(t.bus, 'notifications.changed', (event) => event.userId === bob.id)
    const first = await createUpdate(t.app, ada, project.id)
    await badge
    const second = await createUpdate(t.app, ada, project.id)
    const milestone = await createUpdate(t.app, ada, project.id, { milestoneKind: 'launched' })
    const items = await notificationsOf(bob)
    expect(items.map((item) => [item.type, item.postId])).toEqual([
      ['project_milestone', milestone.id],
      ['project_update', second.id],
    ])
    expect(items[1]).toMatchObject({ projectId: project.id, target: `/post/${second.id}` })
    expect(items.map((item) => item.postId)).not.toContain(first.id)
    const unread = await request(t.app, { url: '/api/notifications/unread-count', as: bob })
    expect(unread.json().count).toBe(2)
    // The author hears nothing of their own update.
    expect((await notificationsOf(ada)).filter((item) => item.type.startsWith('project_'))).toEqual(
      [],
    )
  })

  it('reach the Following feed of followers only, and leave it on unfollow', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const stranger = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const before = await createUpdate(t.app, ada, project.id)
    const plainPost = await createPost(t.app, ada)
    await setFollow(bob, project.id)
    const after = await createUpdate(t.app, ada, project.id)
    expect(await followingFeed(bob)).toEqual([after.id, before.id])
    expect(await followingFeed(stranger)).toEqual([])
    expect(await followingFeed(bob)).not.toContain(plainPost.id)

    await setFollow(bob, project.id, false)
    expect(await followingFeed(bob)).toEqual([])
    const rows = await t.database.db
      .select()
      .from(homeTimeline)
      .where(and(eq(homeTimeline.memberId, bob.id)))
    expect(rows).toEqual([])
  })

  it('stay when the member unfollows the maker but still follows the project', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await follow(t.app, bob, ada)
    await setFollow(bob, project.id)
    const update = await createUpdate(t.app, ada, project.id)
    const post = await createPost(t.app, ada)
    expect(await followingFeed(bob)).toEqual([post.id, update.id])
    await request(t.app, { method: 'DELETE', url: `/api/users/${ada.username}/follow`, as: bob })
    expect(await followingFeed(bob)).toEqual([update.id])
  })

  // Last: the horizon moves for every member of this file's database.
  it('come from the project itself once older than the timeline horizon', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await setFollow(bob, project.id)
    const old = [
      await createUpdate(t.app, ada, project.id),
      await createUpdate(t.app, ada, project.id),
    ]
    await t.database.db.execute(sql`select trim_home_timelines(interval '0')`)
    const fresh = await createUpdate(t.app, ada, project.id)
    const first = (
      await request(t.app, { url: '/api/posts?feed=following&limit=2', as: bob })
    ).json()
    expect(first.items.map((post: Post) => post.id)).toEqual([fresh.id, old[1]!.id])
    const second = (
      await request(t.app, {
        url: `/api/posts?feed=following&limit=2&cursor=${first.nextCursor}`,
        as: bob,
      })
    ).json()
    expect(second.items.map((post: Post) => post.id)).toEqual([old[0]!.id])
  })
})

describe('account deletion', () => {
  it("removes the member's project follows", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await setFollow(bob, project.id)
    await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: bob,
      payload: { confirm: 'DELETE' },
    })
    expect((await followState(project.id)).json().followersCount).toBe(0)
  })
})
