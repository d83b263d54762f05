import { existsSync } from 'node:fs'
import path from 'node:path'
import { comments, moderationActions, posts, profiles, projects, reports } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import {
  moderate,
  report,
  signUpModerator as signUpModeratorWith,
} from '@tests/factories/moderation'
import { createComment, createPost, feedPostIds } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const signUpModerator = () => signUpModeratorWith(t.app, t.database.db)
const act = (moderator: TestUser, action: string, type: string, id: string) =>
  moderate(t.app, moderator, action, type, id)
const feedIds = (viewer: TestUser) => feedPostIds(t.app, viewer)
const reportStatuses = async (id: string) =>
  (await t.database.db.select().from(reports).where(eq(reports.reportedId, id))).map(
    (row) => row.status,
  )

describe('dismissing', () => {
  it('closes the reports and makes the item visible again, except to its reporters', async () => {
    const moderator = await signUpModerator()
    const [author, r1, r2, viewer] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const post = await createPost(t.app, author!)
    await report(t.app, r1!, 'post', post.id)
    await report(t.app, r2!, 'post', post.id)
    expect(await feedIds(viewer!)).not.toContain(post.id)

    const dismissed = await act(moderator, 'dismiss', 'post', post.id)
    expect(dismissed.statusCode).toBe(200)
    expect(dismissed.json()).toMatchObject({
      closedReports: 2,
      entry: { action: 'dismiss', targetType: 'post', targetId: post.id },
    })
    expect(await feedIds(viewer!)).toContain(post.id)
    expect(await feedIds(r1!)).not.toContain(post.id)
    expect(await reportStatuses(post.id)).toEqual(['dismissed', 'dismissed'])
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row?.reportCount).toBe(0)
  })
})

describe('removing', () => {
  it('deletes a post with its images and marks its reports actioned', async () => {
    const moderator = await signUpModerator()
    const author = await signUp(t.app)
    const reporter = await signUp(t.app)
    const post = await createPost(t.app, author, { images: [await makeImage()] })
    const file = path.join(t.uploadsDir, post.images[0]!.url.replace('/media/', ''))
    await report(t.app, reporter, 'post', post.id)

    const removed = await act(moderator, 'remove', 'post', post.id)
    expect(removed.json()).toMatchObject({ closedReports: 1, entry: { action: 'remove' } })
    expect(existsSync(file)).toBe(false)
    expect((await request(t.app, { url: `/api/posts/${post.id}` })).statusCode).toBe(404)
    expect(await reportStatuses(post.id)).toEqual(['actioned'])
    expect((await act(moderator, 'remove', 'post', post.id)).statusCode).toBe(404)
  })

  it('deletes a comment or a project', async () => {
    const moderator = await signUpModerator()
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    const comment = await createComment(t.app, author, post.id)
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: author.id, name: `Gone ${author.id.slice(0, 6)}`, tagline: 'x' })
      .returning({ id: projects.id })
    expect((await act(moderator, 'remove', 'comment', comment.id)).statusCode).toBe(200)
    expect((await act(moderator, 'remove', 'project', project!.id)).statusCode).toBe(200)
    expect(await t.database.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual(
      [],
    )
    expect(await t.database.db.select().from(projects).where(eq(projects.id, project!.id))).toEqual(
      [],
    )
  })
})

describe('banning', () => {
  it('bans the author, signs them out and hides their content; unban restores it', async () => {
    const moderator = await signUpModerator()
    const author = await signUp(t.app)
    const viewer = await signUp(t.app)
    const post = await createPost(t.app, author)
    await report(t.app, viewer, 'comment', (await createComment(t.app, author, post.id)).id)

    const banned = await act(moderator, 'ban', 'post', post.id)
    expect(banned.json().entry).toMatchObject({
      action: 'ban',
      subject: { id: author.id, banned: true },
    })
    expect((await request(t.app, { url: '/api/me', as: author })).statusCode).toBe(401)
    expect(await feedIds(viewer)).not.toContain(post.id)

    expect((await act(moderator, 'unban', 'post', post.id)).statusCode).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, author.id))
    expect(profile?.banned).toBe(false)
    expect(await feedIds(viewer)).toContain(post.id)
  })

  it("treats a profile's removal as a ban, and refuses to ban yourself", async () => {
    const moderator = await signUpModerator()
    const member = await signUp(t.app)
    const removed = await act(moderator, 'remove', 'profile', member.id)
    expect(removed.json().entry).toMatchObject({
      action: 'ban',
      summary: `Banned @${member.username}`,
    })
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.id))
    expect(profile?.banned).toBe(true)

    const self = await act(moderator, 'ban', 'profile', moderator.id)
    expect(self.statusCode).toBe(400)
    expect(self.json().error.message).toBe('You cannot ban yourself')
    const history = await t.database.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetId, moderator.id))
    expect(history).toEqual([])
  })

  it('answers 404 for an item that does not exist', async () => {
    const moderator = await signUpModerator()
    const missing = await act(
      moderator,
      'dismiss',
      'comment',
      '00000000-0000-4000-8000-000000000000',
    )
    expect(missing.statusCode).toBe(404)
    expect((await act(moderator, 'ban', 'profile', 'no-such-user')).statusCode).toBe(404)
  })
})
