import type { Post } from '@common/posts'
import type { Project } from '@common/projects'
import { projectBookmarks } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { createProject, uniqueProjectName } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const bookmark = (as: TestUser | undefined, id: string, on = true) =>
  request(t.app, { method: on ? 'PUT' : 'DELETE', url: `/api/projects/${id}/bookmark`, as })
const idsOf = async (url: string, as?: TestUser) => {
  const response = await request(t.app, { url, as })
  expect(response.statusCode).toBe(200)
  return (response.json().items as Array<Project | Post>).map((item) => item.id)
}

describe('bookmarks', () => {
  it('keeps one bookmark under concurrent clicks, and removes it idempotently', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const project = await createProject(t.app, ada)
    const responses = await Promise.all(Array.from({ length: 8 }, () => bookmark(bob, project.id)))
    expect(responses.map((r) => r.json())).toEqual(Array(8).fill({ bookmarked: true }))
    const rows = await t.database.db
      .select()
      .from(projectBookmarks)
      .where(eq(projectBookmarks.projectId, project.id))
    expect(rows).toHaveLength(1)
    const seen = await request(t.app, { url: `/api/projects/${project.id}`, as: bob })
    expect(seen.json().bookmarkedByMe).toBe(true)
    for (let i = 0; i < 2; i++) {
      expect((await bookmark(bob, project.id, false)).json()).toEqual({ bookmarked: false })
    }
    expect(await idsOf('/api/me/saved/projects', bob)).toEqual([])
  })

  it('asks visitors to sign in and answers 404 for a missing project', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await bookmark(undefined, project.id)).statusCode).toBe(401)
    expect((await bookmark(ada, crypto.randomUUID())).statusCode).toBe(404)
    expect((await request(t.app, { url: '/api/me/saved/projects' })).statusCode).toBe(401)
  })

  it('lists saved projects by most recent bookmark, page by page', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const first = await createProject(t.app, ada)
    const second = await createProject(t.app, ada)
    const third = await createProject(t.app, ada)
    for (const project of [second, third, first]) await bookmark(bob, project.id)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = (
        await request(t.app, { url: `/api/me/saved/projects?limit=2${query}`, as: bob })
      ).json()
      expect(page.items.every((item: Project) => item.bookmarkedByMe)).toBe(true)
      seen.push(...page.items.map((item: Project) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual([first.id, third.id, second.id])
  })
})

describe('hiding rules', () => {
  it('answers 404 to others for a project with 2 reports; its owner still sees it', async () => {
    const [owner, r1, r2, viewer] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const project = await createProject(t.app, owner!)
    await bookmark(viewer!, project.id)
    await report(t.app, r1!, 'project', project.id)
    const onceReported = await idsOf(`/api/users/${owner!.username}/projects`, viewer)
    expect(onceReported).toContain(project.id)
    expect(await idsOf(`/api/users/${owner!.username}/projects`, r1)).not.toContain(project.id)
    await report(t.app, r2!, 'project', project.id)

    for (const url of [`/api/projects/${project.id}`, `/api/projects/${project.id}/mentions`]) {
      const response = await request(t.app, { url, as: viewer })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Could not load project')
    }
    expect((await bookmark(viewer!, project.id)).statusCode).toBe(404)
    expect(await idsOf(`/api/users/${owner!.username}/projects`, viewer)).toEqual([])
    expect(await idsOf('/api/me/saved/projects', viewer)).toEqual([])
    expect(
      (await request(t.app, { url: `/api/projects/${project.id}`, as: owner })).statusCode,
    ).toBe(200)
    expect(await idsOf(`/api/users/${owner!.username}/projects`, owner)).toEqual([project.id])
  })

  it("answers 403 'banned' for a banned owner's project, except to the owner", async () => {
    const [owner, viewer] = [await signUp(t.app), await signUp(t.app)]
    const project = await createProject(t.app, owner)
    await bookmark(viewer, project.id)
    await banDirectly(t.database.db, owner.id)

    for (const as of [viewer, undefined]) {
      const response = await request(t.app, { url: `/api/projects/${project.id}`, as })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('banned')
    }
    // The Projects tab answers as the profile page does (decision 015).
    const tab = await request(t.app, { url: `/api/users/${owner.username}/projects` })
    expect([tab.statusCode, tab.json().error.code]).toEqual([403, 'banned'])
    expect(await idsOf('/api/me/saved/projects', viewer)).toEqual([])
    const ownView = await request(t.app, { url: `/api/projects/${project.id}`, as: owner })
    expect(ownView.statusCode).toBe(200)
    const edit = await request(t.app, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      as: owner,
      payload: { tagline: 'still here' },
    })
    expect(edit.statusCode).toBe(403)
  })
})

describe('profile projects', () => {
  it("pages a member's projects newest first; unknown usernames are 404", async () => {
    const ada = await signUp(t.app)
    const created: Project[] = []
    for (let i = 0; i < 5; i++) created.push(await createProject(t.app, ada))
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const url: string = `/api/users/${ada.username.toUpperCase()}/projects?limit=2${query}`
      const page = (await request(t.app, { url })).json()
      seen.push(...page.items.map((item: Project) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(created.map((project) => project.id).reverse())
    expect((await request(t.app, { url: '/api/users/nobody_at_all/projects' })).statusCode).toBe(
      404,
    )
  })

  it('builds a page in the same number of SQL queries whatever its size', async () => {
    const ada = await signUp(t.app)
    for (let i = 0; i < 5; i++) await bookmark(ada, (await createProject(t.app, ada)).id)
    const queriesFor = (url: string) =>
      countQueries(t.database.pool, async () => {
        expect((await request(t.app, { url, as: ada })).statusCode).toBe(200)
      })
    for (const path of [`/api/users/${ada.username}/projects`, '/api/me/saved/projects']) {
      expect(await queriesFor(`${path}?limit=5`)).toBe(await queriesFor(`${path}?limit=1`))
    }
  })
})

describe('mentions tab', () => {
  it("lists the posts that said '@MyApp' for a project named 'My App', newest first", async () => {
    const [ada, bob, banned] = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    const name = uniqueProjectName('My App')
    const word = name.replace(/\s/g, '')
    const before = await createPost(t.app, bob!, { content: `Waiting for @${word}` })
    const project = await createProject(t.app, ada!, { name })
    const first = await createPost(t.app, bob!, { content: `Loving @${word} so far` })
    const second = await createPost(t.app, ada!, { content: `@${word.toUpperCase()} is live!` })
    const hidden = await createPost(t.app, banned!, { content: `@${word} meh` })
    await createPost(t.app, bob!, { content: 'No mention here' })
    await banDirectly(t.database.db, banned!.id)

    const ids = await idsOf(`/api/projects/${project.id}/mentions`)
    expect(ids).toEqual([second.id, first.id])
    expect(ids).not.toContain(before.id)
    expect(ids).not.toContain(hidden.id)
    const [latest] = (
      await request(t.app, { url: `/api/projects/${project.id}/mentions?limit=1` })
    ).json().items as Post[]
    expect(latest?.mentions.projects).toEqual([
      { key: word.toLowerCase(), id: project.id, name: project.name },
    ])
  })
})
