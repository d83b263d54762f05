import { launchTexts } from '@common/launches'
import { launchDay, openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { createProject } from '@tests/factories/projects'
import { block } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const schedule = (as: TestUser | undefined, projectId: string, payload: Record<string, unknown>) =>
  request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/launches`,
    as,
    payload: { day: launchDay(3), tagline: 'Now live', firstComment: 'Hi all', ...payload },
  })

async function coMaker(owner: TestUser, projectId: string) {
  const member = await signUp(t.app)
  await request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    as: owner,
    payload: { username: member.username },
  })
  const accepted = await request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitation/accept`,
    as: member,
  })
  expect(accepted.statusCode).toBe(200)
  return member
}

async function galleryImage(projectId: string) {
  const image = { key: 'k', url: '/media/x.webp', width: 10, height: 10, alt: 'Screen' }
  const rows = await t.database.db.execute<{ id: string }>(
    sql`insert into project_gallery_images (project_id, position, image) values (${projectId}, 0, ${JSON.stringify(image)}::jsonb) returning id`,
  )
  return rows.rows[0]!.id
}

describe('scheduling a launch', () => {
  it('lets makers schedule with topics, gallery images and launching makers', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, {
      category: 'Developer Tools',
      mrr: 1200,
      userCount: 340,
    })
    const bob = await coMaker(ada, project.id)
    const imageId = await galleryImage(project.id)
    const response = await schedule(bob, project.id, {
      tags: ['#AI', 'ai', 'devtools'],
      galleryImageIds: [imageId],
      makerIds: [ada.id],
    })
    expect(response.statusCode).toBe(201)
    const launch = response.json()
    expect(launch).toMatchObject({
      day: launchDay(3),
      startsAt: `${launchDay(3)}T00:00:00.000Z`,
      tagline: 'Now live',
      topics: { category: 'Developer Tools', tags: ['ai', 'devtools'] },
      firstComment: 'Hi all',
      project: { id: project.id, name: project.name, mrr: 1200, userCount: 340 },
      state: 'scheduled',
      commentsCount: 0,
      votesCount: 0,
      countedVotesCount: 0,
      isMaker: true,
      votedByMe: false,
      notifyByMe: false,
    })
    expect(launch.makers.map((m: { id: string }) => m.id).sort()).toEqual([ada.id, bob.id].sort())
    expect(launch.gallery).toMatchObject([{ id: imageId, url: '/media/x.webp' }])
    // Visitors read it, and see no viewer fields.
    const visitor = await request(t.app, { url: `/api/launches/${launch.id}` })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toMatchObject({ votedByMe: null, notifyByMe: null, isMaker: false })
  })

  it('refuses visitors, non-makers, past days, other projects’ images and non-makers as makers', async () => {
    const ada = await signUp(t.app)
    const cai = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const other = await createProject(t.app, cai)
    const foreignImage = await galleryImage(other.id)
    expect((await schedule(undefined, project.id, {})).statusCode).toBe(401)
    const stranger = await schedule(cai, project.id, {})
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().error.message).toBe(launchTexts.notMaker)
    const today = await schedule(ada, project.id, { day: launchDay(0) })
    expect(today.statusCode).toBe(400)
    expect(today.json().error.message).toBe(launchTexts.dayInPast)
    expect((await schedule(ada, project.id, { day: '2030-02-30' })).statusCode).toBe(400)
    expect((await schedule(ada, project.id, { day: launchDay(400) })).statusCode).toBe(400)
    const image = await schedule(ada, project.id, { galleryImageIds: [foreignImage] })
    expect(image.json().error.message).toBe(launchTexts.imageNotInGallery)
    const maker = await schedule(ada, project.id, { makerIds: [cai.id] })
    expect(maker.json().error.message).toBe(launchTexts.makerNotMaker)
    expect((await schedule(ada, project.id, { tags: ['a', 'b', 'c', 'd'] })).statusCode).toBe(400)
  })

  it('keeps one launch per project in 30 days, also when two schedule at once', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const offsets = [3, 10, 20, 32]
    const answers = await Promise.all(
      offsets.map((offset) => schedule(ada, project.id, { day: launchDay(offset) })),
    )
    const created = answers.flatMap((answer, index) => (answer.statusCode === 201 ? [index] : []))
    const refused = answers.filter((answer) => answer.statusCode === 409)
    // 3 and 32 are 29 days apart, so exactly one of all four is taken.
    expect(created).toHaveLength(1)
    expect(refused).toHaveLength(3)
    expect(refused[0]!.json().error.message).toBe(launchTexts.tooSoon)
    // A launch 30 days after the one taken is fine.
    const later = await schedule(ada, project.id, { day: launchDay(offsets[created[0]!]! + 30) })
    expect(later.statusCode).toBe(201)
  })

  it('moves and cancels until the launch starts, makers only', async () => {
    const ada = await signUp(t.app)
    const cai = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const launch = await scheduleLaunch(t.app, ada, project.id, { tags: ['launchday'] })
    const patch = (as: TestUser, payload: Record<string, unknown>) =>
      request(t.app, { method: 'PATCH', url: `/api/launches/${launch.id}`, as, payload })
    expect((await patch(cai, { day: launchDay(5) })).statusCode).toBe(403)
    const moved = await patch(ada, { day: launchDay(5), tagline: 'Moved' })
    expect(moved.statusCode).toBe(200)
    // What was not sent stays as it was.
    expect(moved.json()).toMatchObject({
      day: launchDay(5),
      tagline: 'Moved',
      topics: { tags: ['launchday'] },
      firstComment: launch.firstComment,
    })
    expect(moved.json().makers.map((m: { id: string }) => m.id)).toEqual([ada.id])
    const cancel = (as: TestUser) =>
      request(t.app, { method: 'DELETE', url: `/api/launches/${launch.id}`, as })
    expect((await cancel(cai)).statusCode).toBe(403)
    expect((await cancel(ada)).json().state).toBe('cancelled')
    // Others no longer find it; a new launch may take its days.
    expect((await request(t.app, { url: `/api/launches/${launch.id}`, as: cai })).statusCode).toBe(
      404,
    )
    expect((await schedule(ada, project.id, { day: launchDay(5) })).statusCode).toBe(201)
  })

  it('refuses moving or cancelling a launch that started', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const launch = await scheduleLaunch(t.app, ada, project.id)
    await openLaunchDirectly(t.database.db, launch.id)
    const moved = await request(t.app, {
      method: 'PATCH',
      url: `/api/launches/${launch.id}`,
      as: ada,
      payload: { tagline: 'Too late' },
    })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().error.message).toBe(launchTexts.alreadyStarted)
    const cancelled = await request(t.app, {
      method: 'DELETE',
      url: `/api/launches/${launch.id}`,
      as: ada,
    })
    expect(cancelled.statusCode).toBe(409)
  })
})

describe('listing launches', () => {
  it('ranks a day by counted votes, pages with a cursor and filters by topic', async () => {
    const day = launchDay(0)
    const makers = await Promise.all([1, 2, 3].map(() => signUp(t.app)))
    const launches = []
    for (const [index, maker] of makers.entries()) {
      const project = await createProject(t.app, maker, { category: index === 0 ? 'AI' : 'Tools' })
      const launch = await scheduleLaunch(t.app, maker, project.id, { tags: ['listtest'] })
      await openLaunchDirectly(t.database.db, launch.id, day)
      launches.push(launch)
    }
    await t.database.db.execute(
      sql`update launches set counted_votes_count = 5, votes_count = 9 where id = ${launches[1]!.id}`,
    )
    const first = await request(t.app, { url: `/api/launches?day=${day}&topic=listtest&limit=2` })
    expect(first.statusCode).toBe(200)
    expect(first.json().items[0].id).toBe(launches[1]!.id)
    expect(first.json().items).toHaveLength(2)
    const second = await request(t.app, {
      url: `/api/launches?day=${day}&topic=listtest&limit=2&cursor=${first.json().nextCursor}`,
    })
    expect(second.json().items).toHaveLength(1)
    expect(second.json().nextCursor).toBeNull()
    const seen = [...first.json().items, ...second.json().items].map((l: { id: string }) => l.id)
    expect(seen.sort()).toEqual(launches.map((l) => l.id).sort())
    const ai = await request(t.app, { url: `/api/launches?day=${day}&topic=ai` })
    expect(ai.json().items.map((l: { id: string }) => l.id)).toContain(launches[0]!.id)
    expect(ai.json().items.map((l: { id: string }) => l.id)).not.toContain(launches[1]!.id)
  })

  it('lists upcoming launches by day, and leaves out a blocked maker’s for the blocked side', async () => {
    const ada = await signUp(t.app)
    const cai = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const launch = await scheduleLaunch(t.app, ada, project.id, {
      day: launchDay(200),
      tags: ['upcomingtest'],
    })
    // Page by page, each with Upcoming's own cursor.
    const later = await scheduleLaunch(t.app, ada, (await createProject(t.app, ada)).id, {
      day: launchDay(201),
      tags: ['upcomingtest'],
    })
    const first = await request(t.app, {
      url: '/api/launches?upcoming=true&topic=upcomingtest&limit=1',
    })
    expect(first.json().items.map((l: { id: string }) => l.id)).toEqual([launch.id])
    const second = await request(t.app, {
      url: `/api/launches?upcoming=true&topic=upcomingtest&limit=1&cursor=${first.json().nextCursor}`,
    })
    expect(second.json()).toMatchObject({ items: [{ id: later.id }], nextCursor: null })
    await block(t.app, ada, cai)
    const blocked = await request(t.app, {
      url: '/api/launches?upcoming=true&topic=upcomingtest',
      as: cai,
    })
    expect(blocked.json().items).toEqual([])
  })

  it('asks for exactly one of day, week or upcoming, and a Monday for a week', async () => {
    expect((await request(t.app, { url: '/api/launches' })).statusCode).toBe(400)
    expect(
      (await request(t.app, { url: '/api/launches?day=2026-01-01&upcoming=true' })).statusCode,
    ).toBe(400)
    expect((await request(t.app, { url: '/api/launches?week=2026-11-24' })).statusCode).toBe(400)
    expect((await request(t.app, { url: '/api/launches?week=2026-11-23' })).statusCode).toBe(200)
    expect(
      (await request(t.app, { url: '/api/launches?day=2026-01-01&cursor=nope' })).statusCode,
    ).toBe(400)
  })
})
