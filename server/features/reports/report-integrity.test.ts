import type { Post } from '@common/posts'
import { posts, projects, reports } from '@server/db/schema'
import {
  moderate,
  report,
  signUpModerator as signUpModeratorWith,
} from '@tests/factories/moderation'
import { createComment, createPost, feedPostIds } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 14, item 1: one member must never hide content alone, and the hide count follows the
// reporters who still stand behind their report.
const t = useTestApp()

const feedIds = (viewer: TestUser) => feedPostIds(t.app, viewer)
const postReportCount = async (postId: string) =>
  (await t.database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.reportCount
const signUpMany = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)))
const signUpModerator = () => signUpModeratorWith(t.app, t.database.db)
const act = (moderator: TestUser, action: string, type: string, id: string) =>
  moderate(t.app, moderator, action, type, id)
const queue = async (moderator: TestUser) =>
  (await request(t.app, { url: '/api/moderation/reports', as: moderator })).json().items as {
    type: string
    id: string
    reportCount: number
  }[]

describe('one report per member and item', () => {
  it('counts a report once whatever the case of the id, for posts, comments and projects', async () => {
    const [author, reporter, viewer] = await signUpMany(3)
    const post = await createPost(t.app, author!)
    const comment = await createComment(t.app, author!, post.id)
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: author!.id, name: `Case ${author!.id.slice(0, 8)}`, tagline: 'x' })
      .returning({ id: projects.id })
    for (const [type, id] of [
      ['post', post.id],
      ['comment', comment.id],
      ['project', project!.id],
    ] as const) {
      const spellings = [id, id.toUpperCase()]
      for (const spelling of spellings) {
        const answer = await report(t.app, reporter!, type, spelling)
        expect(answer.statusCode, `${type} ${spelling}`).toBe(200)
        expect(answer.json()).toEqual({ type, id, reported: true })
      }
      const rows = await t.database.db
        .select()
        .from(reports)
        .where(eq(reports.userId, reporter!.id))
      expect(rows.filter((row) => row.reportedType === type).map((row) => row.reportedId)).toEqual([
        id,
      ])
    }
    expect(await postReportCount(post.id)).toBe(1)
    expect(await feedIds(viewer!)).toContain(post.id)
  })

  it('refuses an id that is not one (400) and a well-formed id of nothing (404)', async () => {
    const reporter = await signUp(t.app)
    const malformed = await report(t.app, reporter, 'post', 'not-a-uuid')
    expect(malformed.statusCode).toBe(400)
    const missing = await report(t.app, reporter, 'post', '00000000-0000-4000-8000-00000000000A')
    expect(missing.statusCode).toBe(404)
    const badProfileId = await report(t.app, reporter, 'profile', 'has spaces/and slashes')
    expect(badProfileId.statusCode).toBe(400)
  })

  it('counts distinct reporters even when many report at the same moment', async () => {
    const [author, ...reporters] = await signUpMany(9)
    const post = await createPost(t.app, author!)
    const answers = await Promise.all(
      reporters.map((reporter, i) =>
        report(t.app, reporter, 'post', i % 2 ? post.id.toUpperCase() : post.id),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(reporters.map(() => 200))
    expect(await postReportCount(post.id)).toBe(8)
  })
})

describe('the hide count follows live reporters', () => {
  it("drops when a reporter deletes their account: the item shows again, also in the owner's list", async () => {
    const [author, first, second, viewer] = await signUpMany(4)
    const post = await createPost(t.app, author!)
    await report(t.app, first!, 'post', post.id.toUpperCase())
    await report(t.app, second!, 'post', post.id)
    expect(await feedIds(viewer!)).not.toContain(post.id)

    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: first!,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBe(204)
    expect(await postReportCount(post.id)).toBe(1)
    expect(await feedIds(viewer!)).toContain(post.id)
    const ownList = await request(t.app, {
      url: `/api/users/${author!.username}/posts`,
      as: author!,
    })
    expect((ownList.json().items as Post[]).map((item) => item.id)).toContain(post.id)
  })

  it('shows the item once in the queue with every report, and Dismiss closes them all', async () => {
    const moderator = await signUpModerator()
    const [author, first, second, viewer] = await signUpMany(4)
    const post = await createPost(t.app, author!)
    await report(t.app, first!, 'post', post.id.toUpperCase())
    await report(t.app, second!, 'post', post.id)
    expect((await queue(moderator)).filter((item) => item.id.toLowerCase() === post.id)).toEqual([
      expect.objectContaining({ type: 'post', id: post.id, reportCount: 2 }),
    ])

    const dismissed = await act(moderator, 'dismiss', 'post', post.id.toUpperCase())
    expect(dismissed.statusCode).toBe(200)
    expect(dismissed.json()).toMatchObject({ closedReports: 2, entry: { targetId: post.id } })
    expect(await postReportCount(post.id)).toBe(0)
    expect(await feedIds(viewer!)).toContain(post.id)
    expect((await queue(moderator)).map((item) => item.id)).not.toContain(post.id)
  })

  it("stops counting a banned reporter's reports, and counts them again on unban", async () => {
    const moderator = await signUpModerator()
    const [author, first, second, viewer] = await signUpMany(4)
    const post = await createPost(t.app, author!)
    await report(t.app, first!, 'post', post.id)
    await report(t.app, second!, 'post', post.id)
    expect(await feedIds(viewer!)).not.toContain(post.id)

    expect((await act(moderator, 'ban', 'profile', first!.id)).statusCode).toBe(200)
    expect(await postReportCount(post.id)).toBe(1)
    expect(await feedIds(viewer!)).toContain(post.id)
    const listed = (await queue(moderator)).find((item) => item.id === post.id)
    expect(listed?.reportCount).toBe(1)

    expect((await act(moderator, 'unban', 'profile', first!.id)).statusCode).toBe(200)
    expect(await postReportCount(post.id)).toBe(2)
    expect(await feedIds(viewer!)).not.toContain(post.id)
  })
})
