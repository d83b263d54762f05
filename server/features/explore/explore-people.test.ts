import type { MakerSuggestion, TrendingTopic } from '@common/explore'
import { posts, postTags, projectMakers } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

async function walk<T>(url: string, as?: TestUser): Promise<T[]> {
  const items: T[] = []
  let cursor: string | null = null
  const join = url.includes('?') ? '&' : '?'
  do {
    const page: string = cursor ? `${join}cursor=${cursor}` : ''
    const response = await request(t.app, { url: `${url}${page}`, as })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as { items: T[]; nextCursor: string | null }
    items.push(...body.items)
    cursor = body.nextCursor
  } while (cursor)
  return items
}

const members = (count: number) => Promise.all(Array.from({ length: count }, () => signUp(t.app)))
const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
const dismiss = (as: TestUser | undefined, username: string) =>
  request(t.app, { method: 'PUT', url: `/api/explore/makers/${username}/dismissal`, as })

describe('Trending topics', () => {
  it('ranks tags by distinct authors, so one member repeating a tag cannot trend it alone', async () => {
    const [ada, bob, cy] = await members(3)
    const [loud, shared] = [unique(), unique()]
    for (let i = 0; i < 5; i++) await createPost(t.app, ada!, { content: `#${loud} again ${i}` })
    await createPost(t.app, bob!, { content: `#${shared}` })
    await createPost(t.app, cy!, { content: `#${shared} too` })
    const topics = await walk<TrendingTopic>('/api/explore/topics?limit=1')
    const mine = topics.filter((topic) => [loud, shared].includes(topic.tag))
    expect(mine).toEqual([
      { tag: shared, authorCount: 2, postCount: 2 },
      { tag: loud, authorCount: 1, postCount: 5 },
    ])
  })

  it('counts the last 24 hours or 7 days, and not what the policy hides', async () => {
    const [ada, bob, banned] = await members(3)
    const tag = unique()
    const old = await createPost(t.app, ada!, { content: `#${tag} from days ago` })
    await createPost(t.app, bob!, { content: `#${tag} today` })
    await createPost(t.app, banned!, { content: `#${tag} from a banned member` })
    await banDirectly(t.database.db, banned!.id)
    const threeDaysAgo = sql`now() - interval '3 days'`
    await t.database.db.update(posts).set({ createdAt: threeDaysAgo }).where(eq(posts.id, old.id))
    await t.database.db
      .update(postTags)
      .set({ createdAt: threeDaysAgo })
      .where(eq(postTags.postId, old.id))
    const find = async (window: string) =>
      (await walk<TrendingTopic>(`/api/explore/topics?window=${window}&limit=50`)).find(
        (topic) => topic.tag === tag,
      )
    expect(await find('day')).toEqual({ tag, authorCount: 1, postCount: 1 })
    expect(await find('week')).toEqual({ tag, authorCount: 2, postCount: 2 })
    const forged = Buffer.from('1|1|bad tag').toString('base64url')
    expect((await request(t.app, { url: `/api/explore/topics?cursor=${forged}` })).statusCode).toBe(
      400,
    )
  })
})

describe('Makers to follow', () => {
  it('suggests people your follows follow first, ranked by how many, then active makers', async () => {
    const [me, f1, f2, popular, niche, maker] = await members(6)
    await follow(t.app, me!, f1!)
    await follow(t.app, me!, f2!)
    for (const follower of [f1!, f2!]) await follow(t.app, follower, popular!)
    await follow(t.app, f1!, niche!)
    await createProject(t.app, maker!)
    const suggestions = await walk<MakerSuggestion>('/api/explore/makers?limit=2', me)
    const usernames = suggestions.map((row) => row.username)
    expect(usernames.slice(0, 2)).toEqual([popular!.username, niche!.username])
    expect(suggestions[0]!.followedByCount).toBe(2)
    expect(usernames).toContain(maker!.username)
    const row = suggestions.find((s) => s.username === maker!.username)
    expect(row).toMatchObject({ projectCount: 1, followedByCount: 0 })
    // Never yourself or whom you already follow.
    for (const excluded of [me!, f1!, f2!]) expect(usernames).not.toContain(excluded.username)
    expect(new Set(usernames).size).toBe(usernames.length)
  })

  it('leaves out banned, reported and dismissed members, for good', async () => {
    const [me, banned, reported, dismissed, r1, r2] = await members(6)
    for (const maker of [banned!, reported!, dismissed!]) await createProject(t.app, maker)
    await banDirectly(t.database.db, banned!.id)
    await report(t.app, r1!, 'profile', reported!.id)
    await report(t.app, r2!, 'profile', reported!.id)
    expect((await dismiss(me!, dismissed!.username)).json()).toEqual({ dismissed: true })
    expect((await dismiss(me!, dismissed!.username)).statusCode).toBe(200)
    const usernames = (await walk<MakerSuggestion>('/api/explore/makers?limit=50', me)).map(
      (row) => row.username,
    )
    for (const hidden of [banned!, reported!, dismissed!]) {
      expect(usernames).not.toContain(hidden.username)
    }
    // Someone else still gets the dismissed maker.
    const others = await walk<MakerSuggestion>('/api/explore/makers?limit=50', r1)
    expect(others.map((row) => row.username)).toContain(dismissed!.username)
  })

  it('counts co-makers as active makers, with their co-made projects in their count', async () => {
    const [owner, coMaker] = await members(2)
    const project = await createProject(t.app, owner!)
    await t.database.db.insert(projectMakers).values({
      projectId: project.id,
      memberId: coMaker!.id,
      invitedBy: owner!.id,
      acceptedAt: new Date(),
    })
    const rows = await walk<MakerSuggestion>('/api/explore/makers?limit=50')
    expect(rows.find((row) => row.username === coMaker!.username)).toMatchObject({
      projectCount: 1,
    })
    expect(rows.find((row) => row.username === owner!.username)).toMatchObject({
      projectCount: 1,
    })
  })

  it('gives visitors active makers, and guards dismissing', async () => {
    const [me, maker, banned] = await members(3)
    await createProject(t.app, maker!)
    const visitorView = await walk<MakerSuggestion>('/api/explore/makers?limit=50')
    expect(visitorView.map((row) => row.username)).toContain(maker!.username)
    expect(visitorView.every((row) => row.followedByCount === 0)).toBe(true)
    expect((await dismiss(undefined, maker!.username)).statusCode).toBe(401)
    expect((await dismiss(me!, 'nobody_here_at_all')).statusCode).toBe(404)
    expect((await dismiss(me!, me!.username)).statusCode).toBe(400)
    await banDirectly(t.database.db, banned!.id)
    expect((await dismiss(banned!, maker!.username)).statusCode).toBe(403)
    const forged = Buffer.from('1|not-a-time|x').toString('base64url')
    expect((await request(t.app, { url: `/api/explore/makers?cursor=${forged}` })).statusCode).toBe(
      400,
    )
  })
})

describe('New makers', () => {
  it('lists members of the last 7 days who have a project, newest first', async () => {
    // One after the other: "newest" is the order of signing up, which concurrent sign-ups leave open.
    const first = await signUp(t.app)
    const withoutProject = await signUp(t.app)
    const second = await signUp(t.app)
    await createProject(t.app, first)
    await createProject(t.app, second)
    const rows = await walk<{ username: string }>('/api/explore/new/makers?limit=1')
    const usernames = rows.map((row) => row.username)
    expect(usernames.indexOf(second.username)).toBeLessThan(usernames.indexOf(first.username))
    expect(usernames.indexOf(first.username)).toBeGreaterThan(-1)
    expect(usernames).not.toContain(withoutProject.username)
  })
})

describe('Recent posts', () => {
  it('shows visitors the newest posts, leaving out a banned author, page by page', async () => {
    const [ada, banned] = await members(2)
    const older = await createPost(t.app, ada!)
    const hidden = await createPost(t.app, banned!)
    const newer = await createPost(t.app, ada!)
    await banDirectly(t.database.db, banned!.id)
    const ids = (await walk<{ id: string }>('/api/explore/posts?limit=2')).map((post) => post.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids.indexOf(older.id)).toBeGreaterThan(-1)
    expect(ids).not.toContain(hidden.id)
  })
})
