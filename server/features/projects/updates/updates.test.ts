import type { AccountExport } from '@common/account-export'
import type { Post } from '@common/posts'
import type { MilestoneEntry } from '@common/project-updates'
import { posts, projectFollows, projectUpdates } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { report } from '@tests/factories/moderation'
import { multipart } from '@tests/factories/multipart'
import { banDirectly } from '@tests/factories/posts'
import { createUpdate, postUpdate } from '@tests/factories/project-updates'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

async function updatesOf(projectId: string, as?: TestUser, query = '') {
  const response = await request(t.app, { url: `/api/projects/${projectId}/updates${query}`, as })
  return response
}
async function milestonesOf(projectId: string, as?: TestUser) {
  const response = await request(t.app, { url: `/api/projects/${projectId}/milestones`, as })
  expect(response.statusCode).toBe(200)
  return response.json().items as MilestoneEntry[]
}
const storedUpdates = (projectId: string) =>
  t.database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, projectId))

describe('posting updates', () => {
  it('is a post linked to the project: labelled in the feed, on its page and in the Updates tab', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const update = await createUpdate(t.app, ada, project.id, { content: 'Shipped dark mode #ui' })
    const label = { projectId: project.id, projectName: project.name, milestone: null }
    expect(update).toMatchObject({
      content: 'Shipped dark mode #ui',
      hashtags: ['ui'],
      update: label,
    })

    const reader = await signUp(t.app)
    const feed = await request(t.app, { url: '/api/posts', as: reader })
    expect(feed.json().items.find((post: Post) => post.id === update.id)?.update).toEqual(label)
    const page = await request(t.app, { url: `/api/posts/${update.id}` })
    expect(page.json().update).toEqual(label)
    const tab = await updatesOf(project.id)
    expect(tab.json().items.map((post: Post) => post.id)).toEqual([update.id])
  })

  it('records a milestone of each kind, shown newest first on the timeline', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await createUpdate(t.app, ada, project.id, { milestoneKind: 'launched' })
    await createUpdate(t.app, ada, project.id, { milestoneKind: 'users', milestoneValue: 1000 })
    await createUpdate(t.app, ada, project.id, { milestoneKind: 'mrr', milestoneValue: '10000' })
    await createUpdate(t.app, ada, project.id, { content: 'A plain update' })
    await createUpdate(t.app, ada, project.id, {
      milestoneKind: 'custom',
      milestoneText: '  Featured on Product Hunt ',
    })
    const timeline = await milestonesOf(project.id)
    expect(timeline.map((entry) => entry.milestone)).toEqual([
      { kind: 'custom', value: null, text: 'Featured on Product Hunt' },
      { kind: 'mrr', value: 10000, text: null },
      { kind: 'users', value: 1000, text: null },
      { kind: 'launched', value: null, text: null },
    ])
    expect((await updatesOf(project.id)).json().items).toHaveLength(5)
  })

  it('takes images and milestone fields from the multipart form', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const body = await multipart(
      {
        content: 'Our first customer!',
        alt: ['The payment'],
        milestoneKind: 'first_paying_customer',
      },
      [{ field: 'images', name: 'a.jpg', type: 'image/jpeg', data: await makeImage() }],
    )
    const response = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${project.id}/updates`,
      as: ada,
      ...body,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      images: [{ alt: 'The payment' }],
      update: { milestone: { kind: 'first_paying_customer' } },
    })
  })

  it.each([
    [{ milestoneKind: 'famous' }, 'milestoneKind'],
    [{ milestoneKind: 'users', milestoneValue: 150 }, 'milestoneValue'],
    [{ milestoneKind: 'mrr' }, 'milestoneValue'],
    [{ milestoneKind: 'launched', milestoneValue: 100 }, 'milestoneValue'],
    [{ milestoneKind: 'custom' }, 'milestoneText'],
    [{ milestoneKind: 'custom', milestoneText: 'x'.repeat(81) }, 'milestoneText'],
    [{ milestoneKind: 'first_user', milestoneText: 'hi' }, 'milestoneText'],
    [{ content: '' }, null],
  ])('refuses %j with a clear error and changes nothing', async (fields, field) => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const response = await postUpdate(t.app, ada, project.id, fields)
    expect(response.statusCode).toBe(400)
    if (field) expect(response.json().error.fields[field]).toBeTruthy()
    expect(await storedUpdates(project.id)).toHaveLength(0)
    expect(await t.database.db.select().from(posts).where(eq(posts.userId, ada.id))).toHaveLength(0)
  })

  it('only the owner posts: others 403, visitors 401, banned owners 403, missing projects 404', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await postUpdate(t.app, bob, project.id)).statusCode).toBe(403)
    expect((await postUpdate(t.app, undefined, project.id)).statusCode).toBe(401)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await postUpdate(t.app, ada, missing)).statusCode).toBe(404)
    await banDirectly(t.database.db, ada.id)
    expect((await postUpdate(t.app, ada, project.id)).statusCode).toBe(403)
    expect(await storedUpdates(project.id)).toHaveLength(0)
  })
})

describe('reading updates', () => {
  it('pages the Updates tab newest first with a cursor, for visitors too', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const ids: string[] = []
    for (let index = 0; index < 3; index += 1) {
      ids.push((await createUpdate(t.app, ada, project.id)).id)
    }
    const first = (await updatesOf(project.id, undefined, '?limit=2')).json()
    expect(first.items.map((post: Post) => post.id)).toEqual([ids[2], ids[1]])
    const second = (
      await updatesOf(project.id, undefined, `?limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect(second).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null })
    expect((await updatesOf(project.id, undefined, '?cursor=nonsense')).statusCode).toBe(400)
  })

  it('hides reported updates like posts, and a banned owner’s project answers banned', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const kept = await createUpdate(t.app, ada, project.id, { milestoneKind: 'launched' })
    const reported = await createUpdate(t.app, ada, project.id, { milestoneKind: 'first_user' })
    for (const reporter of [await signUp(t.app), await signUp(t.app)]) {
      expect((await report(t.app, reporter, 'post', reported.id)).statusCode).toBe(200)
    }
    const visitorView = (await updatesOf(project.id)).json().items.map((post: Post) => post.id)
    expect(visitorView).toEqual([kept.id])
    expect((await milestonesOf(project.id)).map((entry) => entry.postId)).toEqual([kept.id])
    // Its author still sees it (decision 006).
    expect(await milestonesOf(project.id, ada)).toHaveLength(2)

    await banDirectly(t.database.db, ada.id)
    const banned = await updatesOf(project.id)
    expect(banned.statusCode).toBe(403)
    expect(banned.json().error.code).toBe('banned')
  })

  it('keeps the posts of a deleted project, without their label', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const update = await createUpdate(t.app, ada, project.id)
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      as: ada,
    })
    expect(deleted.statusCode).toBe(204)
    const page = await request(t.app, { url: `/api/posts/${update.id}` })
    expect(page.json()).toMatchObject({ id: update.id, update: null })
  })

  it('goes with its author when the account is deleted', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const update = await createUpdate(t.app, ada, project.id)
    const response = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(response.statusCode).toBeLessThan(300)
    const rows = await t.database.db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.postId, update.id))
    expect(rows).toHaveLength(0)
  })

  it("is in its author's data export, with the projects they follow", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const bobsProject = await createProject(t.app, bob)
    const update = await createUpdate(t.app, ada, project.id, {
      milestoneKind: 'users',
      milestoneValue: 100,
    })
    await t.database.db
      .insert(projectFollows)
      .values({ projectId: bobsProject.id, memberId: ada.id })
    const data: AccountExport = (await request(t.app, { url: '/api/me/export', as: ada })).json()
    expect(data.projectUpdates).toEqual([
      {
        postId: update.id,
        projectId: project.id,
        milestone: { kind: 'users', value: 100, text: null },
        createdAt: expect.any(String),
      },
    ])
    expect(data.followedProjects).toEqual([
      { projectId: bobsProject.id, since: expect.any(String) },
    ])
  })
})
