import { launchDay, openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { createProject } from '@tests/factories/projects'
import { block } from '@tests/factories/safety'
import { request, signUp, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const ids = (items: { id: string }[]) => items.map((item) => item.id)

describe('GET /api/projects/:id/launches', () => {
  it('lists a project’s launches newest day first, page by page, without cancelled ones', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const past = await scheduleLaunch(t.app, ada, project.id, { day: launchDay(2) })
    await openLaunchDirectly(t.database.db, past.id, launchDay(-40))
    await t.database.db.execute(
      sql`update launches set state = 'ended', day_rank = 2, week_rank = 5 where id = ${past.id}`,
    )
    const upcoming = await scheduleLaunch(t.app, ada, project.id, { day: launchDay(40) })
    const cancelled = await scheduleLaunch(t.app, ada, project.id, { day: launchDay(80) })
    await request(t.app, { method: 'DELETE', url: `/api/launches/${cancelled.id}`, as: ada })
    const later = await scheduleLaunch(t.app, ada, project.id, { day: launchDay(120) })

    const first = await request(t.app, { url: `/api/projects/${project.id}/launches?limit=2` })
    expect(first.statusCode).toBe(200)
    expect(ids(first.json().items)).toEqual([later.id, upcoming.id])
    expect(first.json().items[0]).toMatchObject({ state: 'scheduled', isMaker: false })
    const second = await request(t.app, {
      url: `/api/projects/${project.id}/launches?limit=2&cursor=${first.json().nextCursor}`,
    })
    expect(second.json()).toMatchObject({
      items: [{ id: past.id, state: 'ended', dayRank: 2, badges: ['#2 Launch of the Day'] }],
      nextCursor: null,
    })
    // The makers see the same list: cancelled launches are nobody's card.
    const mine = await request(t.app, { url: `/api/projects/${project.id}/launches`, as: ada })
    expect(ids(mine.json().items)).toEqual([later.id, upcoming.id, past.id])
    expect(mine.json().items[0].isMaker).toBe(true)
  })

  it('answers as the project’s page does: 404 for no project, across a block, bad cursors 400', async () => {
    const ada = await signUp(t.app)
    const cai = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await scheduleLaunch(t.app, ada, project.id)
    const missing = await request(t.app, {
      url: '/api/projects/00000000-0000-4000-8000-000000000000/launches',
    })
    expect(missing.statusCode).toBe(404)
    await block(t.app, ada, cai)
    const projectPage = await request(t.app, { url: `/api/projects/${project.id}`, as: cai })
    const launches = await request(t.app, { url: `/api/projects/${project.id}/launches`, as: cai })
    expect(launches.statusCode).toBe(projectPage.statusCode)
    const forged = await request(t.app, {
      url: `/api/projects/${project.id}/launches?cursor=bm9wZQ`,
    })
    expect(forged.statusCode).toBe(400)
  })
})
