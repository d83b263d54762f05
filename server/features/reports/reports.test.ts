import type { Comment } from '@common/comments'
import { comments, posts, projects, reports } from '@server/db/schema'
import { nextLiveEvent, report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost, feedPostIds } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const feedIds = (viewer: TestUser) => feedPostIds(t.app, viewer)
const threadIds = async (postId: string, viewer: TestUser) =>
  (
    (await request(t.app, { url: `/api/posts/${postId}/comments`, as: viewer })).json()
      .items as Comment[]
  ).map((comment) => comment.id)
const postReportCount = async (postId: string) =>
  (await t.database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.reportCount

describe('reporting', () => {
  it('hides a post for its reporter at once and for everyone at 2 reports', async () => {
    const [author, first, second, third] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)

    const reported = await report(t.app, first!, 'post', post.id)
    expect(reported.statusCode).toBe(200)
    expect(reported.json()).toEqual({ type: 'post', id: post.id, reported: true })
    expect(await feedIds(first!)).not.toContain(post.id)
    expect(await feedIds(third!)).toContain(post.id)

    const leavesScreens = nextLiveEvent(t.bus, 'post.removed', (event) => event.postId === post.id)
    await report(t.app, second!, 'post', post.id)
    await leavesScreens
    expect(await feedIds(third!)).not.toContain(post.id)
    expect(await postReportCount(post.id)).toBe(2)
  })

  it('treats a second report by the same member as a no-op, even when concurrent', async () => {
    const author = await signUp(t.app)
    const reporter = await signUp(t.app)
    const post = await createPost(t.app, author)
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => report(t.app, reporter, 'post', post.id)),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200])
    expect(new Set(responses.map((response) => response.body)).size).toBe(1)
    expect(await postReportCount(post.id)).toBe(1)
    const rows = await t.database.db.select().from(reports).where(eq(reports.reportedId, post.id))
    expect(rows).toHaveLength(1)
  })

  it('hides a reported comment from its reporter and, at 2 reports, from everyone', async () => {
    const [author, r1, r2, viewer] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    const comment = await createComment(t.app, author!, post.id)
    await report(t.app, r1!, 'comment', comment.id)
    expect(await threadIds(post.id, r1!)).toEqual([])
    expect(await threadIds(post.id, viewer!)).toEqual([comment.id])
    await report(t.app, r2!, 'comment', comment.id)
    expect(await threadIds(post.id, viewer!)).toEqual([])
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment.id))
    expect(row?.reportCount).toBe(2)
  })

  it('counts reports on projects and profiles', async () => {
    const owner = await signUp(t.app)
    const reporter = await signUp(t.app)
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: owner.id, name: `Reported ${owner.id.slice(0, 8)}`, tagline: 'x' })
      .returning({ id: projects.id })
    expect((await report(t.app, reporter, 'project', project!.id)).statusCode).toBe(200)
    expect((await report(t.app, reporter, 'profile', owner.id)).statusCode).toBe(200)
    const [projectRow] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, project!.id))
    expect(projectRow?.reportCount).toBe(1)
  })

  it('refuses your own content, missing content and visitors with the spec texts', async () => {
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    const own = await report(t.app, author, 'post', post.id)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.message).toBe('You cannot report your own content')
    const ownProfile = await report(t.app, author, 'profile', author.id)
    expect(ownProfile.statusCode).toBe(400)

    const other = await signUp(t.app)
    const missing = await report(t.app, other, 'post', '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect((await report(t.app, other, 'comment', 'not-a-uuid')).statusCode).toBe(400)
    expect((await report(t.app, other, 'profile', 'nobody-has-this-id')).statusCode).toBe(404)

    const visitor = await request(t.app, {
      method: 'POST',
      url: '/api/reports',
      payload: { type: 'post', id: post.id, reason: 'spam' },
    })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error.message).toBe('You must be logged in to report content')
    const badType = await request(t.app, {
      method: 'POST',
      url: '/api/reports',
      as: other,
      payload: { type: 'feedback', id: post.id, reason: 'spam' },
    })
    expect(badType.statusCode).toBe(400)
  })
})

describe('banned members', () => {
  it('get 403 on posting, commenting, liking and reporting', async () => {
    const member = await signUp(t.app)
    const banned = await signUp(t.app)
    const post = await createPost(t.app, member)
    const comment = await createComment(t.app, member, post.id)
    await banDirectly(t.database.db, banned.id)

    const attempts = [
      { method: 'POST', url: '/api/posts', payload: { content: 'still here' } },
      { method: 'POST', url: `/api/posts/${post.id}/comments`, payload: { content: 'hi' } },
      { method: 'PUT', url: `/api/posts/${post.id}/like` },
      { method: 'PUT', url: `/api/comments/${comment.id}/like` },
      { method: 'PUT', url: `/api/posts/${post.id}/save` },
      {
        method: 'POST',
        url: '/api/reports',
        payload: { type: 'post', id: post.id, reason: 'spam' },
      },
      { method: 'POST', url: '/api/notifications/read-all' },
    ] as const
    for (const attempt of attempts) {
      const response = await request(t.app, { ...attempt, as: banned })
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403)
    }
    expect(await postReportCount(post.id)).toBe(0)
  })
})
