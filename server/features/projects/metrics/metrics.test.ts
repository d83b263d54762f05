import type { AccountExport } from '@common/account-export'
import type { MetricPoint } from '@common/project-metrics'
import { projectMetrics } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const history = (projectId: string, metric: string, as?: TestUser, query = '') =>
  request(t.app, { url: `/api/projects/${projectId}/metrics/${metric}${query}`, as })
const values = async (projectId: string, metric: string) =>
  ((await history(projectId, metric)).json().items as MetricPoint[]).map((point) => point.value)
const patch = (as: TestUser, projectId: string, payload: object) =>
  request(t.app, { method: 'PATCH', url: `/api/projects/${projectId}`, as, payload })

describe('metrics over time', () => {
  it('records each change of users and MRR, newest first; unchanged or cleared numbers add nothing', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { userCount: '50', mrr: '99.5' })
    await patch(ada, project.id, { userCount: 150 })
    await patch(ada, project.id, { userCount: 150, tagline: 'Same numbers' })
    await patch(ada, project.id, { mrr: 120 })
    await patch(ada, project.id, { mrr: null })
    expect(await values(project.id, 'users')).toEqual([150, 50])
    expect(await values(project.id, 'mrr')).toEqual([120, 99.5])
    const page = (await history(project.id, 'users')).json()
    expect(page.items[0].recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('pages with a cursor and refuses a bad metric or cursor', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { userCount: '1' })
    for (const userCount of [2, 3]) await patch(ada, project.id, { userCount })
    const first = (await history(project.id, 'users', undefined, '?limit=2')).json()
    expect(first.items.map((point: MetricPoint) => point.value)).toEqual([3, 2])
    const second = (
      await history(project.id, 'users', undefined, `?limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect(second).toMatchObject({ items: [{ value: 1 }], nextCursor: null })
    expect((await history(project.id, 'revenue')).statusCode).toBe(400)
    expect((await history(project.id, 'users', undefined, '?cursor=x')).statusCode).toBe(400)
  })

  it('is read like the project: visitors read, a banned owner’s answers banned, others edit nothing', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada, { userCount: '10' })
    expect((await patch(bob, project.id, { userCount: 99 })).statusCode).toBe(403)
    expect(await values(project.id, 'users')).toEqual([10])
    await banDirectly(t.database.db, ada.id)
    const banned = await history(project.id, 'users')
    expect(banned.statusCode).toBe(403)
    expect(banned.json().error.code).toBe('banned')
  })

  it('is in the owner’s data export and goes with the project', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { mrr: '1000' })
    const data: AccountExport = (await request(t.app, { url: '/api/me/export', as: ada })).json()
    expect(data.projectMetrics).toEqual([
      {
        projectId: project.id,
        metric: 'mrr',
        value: '1000.00',
        source: 'self_reported',
        currency: null,
        recordedAt: expect.any(String),
      },
    ])
    await request(t.app, { method: 'DELETE', url: `/api/projects/${project.id}`, as: ada })
    const rows = await t.database.db
      .select()
      .from(projectMetrics)
      .where(eq(projectMetrics.projectId, project.id))
    expect(rows).toEqual([])
  })
})
