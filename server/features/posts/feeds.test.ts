import type { Post } from '@common/posts'
import { follows, reports } from '@server/db/schema'
import { endLaunchDirectly, projectWithLaunch } from '@tests/factories/launch-badges'
import { launchDay } from '@tests/factories/launches'
import { banDirectly, createPost, reportDirectly } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const feedFor = async (viewer: Awaited<ReturnType<typeof signUp>>, query = '') =>
  (await request(t.app, { url: `/api/posts?limit=50${query}`, as: viewer })).json() as {
    items: Post[]
    nextCursor: string | null
  }

describe('hiding rules', () => {
  it('hides, for a third viewer, posts with 2 reports and posts by banned authors', async () => {
    const [author, reporter1, reporter2, viewer, bannedOne] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const once = await createPost(t.app, author!, { content: 'reported once' })
    const twice = await createPost(t.app, author!, { content: 'reported twice' })
    const byBanned = await createPost(t.app, bannedOne!, { content: 'by a banned author' })
    await reportDirectly(t.database.db, reporter1!.id, 'post', once.id)
    await reportDirectly(t.database.db, reporter1!.id, 'post', twice.id)
    await reportDirectly(t.database.db, reporter2!.id, 'post', twice.id)
    await banDirectly(t.database.db, bannedOne!.id)

    const seenByViewer = (await feedFor(viewer!)).items.map((p) => p.id)
    expect(seenByViewer).toContain(once.id)
    expect(seenByViewer).not.toContain(twice.id)
    expect(seenByViewer).not.toContain(byBanned.id)
    const seenByReporter = (await feedFor(reporter1!)).items.map((p) => p.id)
    expect(seenByReporter).not.toContain(once.id)

    const detail = await request(t.app, { url: `/api/posts/${byBanned.id}`, as: viewer })
    expect(detail.statusCode).toBe(403)
    expect(detail.json().error.code).toBe('banned')
  })
})

describe('feeds and pages', () => {
  it('shows only followed people and yourself in the Following feed', async () => {
    const [me, followed, stranger] = await Promise.all(
      Array.from({ length: 3 }, () => signUp(t.app)),
    )
    await t.database.db.insert(follows).values({ followerId: me!.id, followingId: followed!.id })
    const mine = await createPost(t.app, me!)
    const theirs = await createPost(t.app, followed!)
    const strangers = await createPost(t.app, stranger!)
    const ids = (await feedFor(me!, '&feed=following')).items.map((p) => p.id)
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect(ids).not.toContain(strangers.id)
  })

  it('leaves a followed author out of the Following feed once banned, and lets reports hide', async () => {
    const [me, followed, banned, reporter] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    await t.database.db.insert(follows).values([
      { followerId: me!.id, followingId: followed!.id },
      { followerId: me!.id, followingId: banned!.id },
    ])
    const kept = await createPost(t.app, followed!)
    const reported = await createPost(t.app, followed!)
    const byBanned = await createPost(t.app, banned!)
    await reportDirectly(t.database.db, me!.id, 'post', reported.id)
    await reportDirectly(t.database.db, reporter!.id, 'post', kept.id)
    await banDirectly(t.database.db, banned!.id)
    const ids = (await feedFor(me!, '&feed=following')).items.map((p) => p.id)
    expect(ids).toContain(kept.id)
    expect(ids).not.toContain(reported.id)
    expect(ids).not.toContain(byBanned.id)
  })

  it('pages with keyset cursors: no post twice, none skipped', async () => {
    const author = await signUp(t.app)
    const created = []
    for (let i = 0; i < 7; i++)
      created.push(await createPost(t.app, author, { content: `#pagetest ${i}` }))
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = (
        await request(t.app, { url: `/api/tags/pagetest/posts?limit=3${query}`, as: author })
      ).json()
      seen.push(...page.items.map((p: Post) => p.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(created.map((p) => p.id).reverse())
  })

  it('refuses a forged cursor with 400', async () => {
    const author = await signUp(t.app)
    const forged = Buffer.from("2026-01-01T00:00:00Z|1' or '1'='1").toString('base64url')
    const response = await request(t.app, { url: `/api/posts?cursor=${forged}`, as: author })
    expect(response.statusCode).toBe(400)
  })

  it('builds a feed page in the same number of SQL queries whatever its size', async () => {
    const author = await signUp(t.app)
    for (let i = 0; i < 6; i++)
      await createPost(t.app, author, { content: `count me @${author.username}` })
    const queriesFor = (limit: number) =>
      countQueries(t.database.pool, async () => {
        const response = await request(t.app, { url: `/api/posts?limit=${limit}`, as: author })
        expect(response.json().items).toHaveLength(limit)
      })
    const small = await queriesFor(1)
    const large = await queriesFor(6)
    expect(large).toBe(small)
    expect(large).toBeGreaterThanOrEqual(1)
    expect(large).toBeLessThanOrEqual(3)
  })

  it('keeps the feed for members; visitors can still open a post', async () => {
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    expect((await request(t.app, { url: '/api/posts' })).statusCode).toBe(401)
    const visitorView = await request(t.app, { url: `/api/posts/${post.id}` })
    expect(visitorView.statusCode).toBe(200)
    expect(visitorView.json()).toMatchObject({ id: post.id, likedByMe: false })
  })
})

describe('a launch in feeds', () => {
  it("marks a launch's thread post with its launch, in feeds and on the post; hidden with its project", async () => {
    const maker = await signUp(t.app)
    const reader = await signUp(t.app)
    const { project, launch } = await projectWithLaunch(t.app, maker)
    const thread = await createPost(t.app, maker, { content: `Launched ${project.name} today` })
    const plain = await createPost(t.app, maker, { content: 'Not a launch' })
    await endLaunchDirectly(t.database.db, launch.id, { threadPostId: thread.id, dayRank: 1 })
    const items = (await feedFor(reader)).items
    expect(items.find((item) => item.id === thread.id)?.launch).toEqual({
      id: launch.id,
      projectName: project.name,
      day: launchDay(-1),
    })
    expect(items.find((item) => item.id === plain.id)?.launch).toBeNull()
    const single = await request(t.app, { url: `/api/posts/${thread.id}` })
    expect(single.json().launch).toMatchObject({ id: launch.id })
    // Once its project is hidden (reported twice), the post stays a post without the launch.
    const [first, second] = await Promise.all([signUp(t.app), signUp(t.app)])
    await t.database.db.insert(reports).values(
      [first!, second!].map((reporter) => ({
        userId: reporter.id,
        reportedType: 'project' as const,
        reportedId: project.id,
      })),
    )
    const after = (await feedFor(reader)).items.find((item) => item.id === thread.id)
    expect(after?.launch).toBeNull()
  })
})
