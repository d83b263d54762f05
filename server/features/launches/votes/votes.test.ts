import { launchTexts } from '@common/launches'
import { safetyTexts } from '@common/safety'
import { joinedDaysAgo, openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { banDirectly, createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { block } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const vote = (launchId: string, as: TestUser, on = true) =>
  request(t.app, { method: on ? 'PUT' : 'DELETE', url: `/api/launches/${launchId}/vote`, as })

/** A member whose votes count: joined long ago, with a post. */
async function establishedMember() {
  const member = await signUp(t.app)
  await createPost(t.app, member)
  await joinedDaysAgo(t.database.db, [member.id], 30)
  return member
}

async function liveLaunch() {
  const maker = await signUp(t.app)
  const project = await createProject(t.app, maker)
  const launch = await scheduleLaunch(t.app, maker, project.id)
  await openLaunchDirectly(t.database.db, launch.id)
  return { maker, project, launch }
}

describe('PUT / DELETE /api/launches/:id/vote', () => {
  it('counts an established member’s vote, shows a new member’s, and takes either back', async () => {
    const { launch } = await liveLaunch()
    const old = await establishedMember()
    const fresh = await signUp(t.app)
    await createPost(t.app, fresh)
    const inactive = await signUp(t.app)
    await joinedDaysAgo(t.database.db, [inactive.id], 30)

    expect((await vote(launch.id, old)).json()).toEqual({
      voted: true,
      counted: true,
      votesCount: 1,
      countedVotesCount: 1,
    })
    // Again: idempotent.
    expect((await vote(launch.id, old)).json()).toMatchObject({ votesCount: 1 })
    expect((await vote(launch.id, fresh)).json()).toMatchObject({ counted: false, votesCount: 2 })
    expect((await vote(launch.id, inactive)).json()).toMatchObject({
      counted: false,
      votesCount: 3,
      countedVotesCount: 1,
    })
    const page = (await request(t.app, { url: `/api/launches/${launch.id}`, as: old })).json()
    expect(page).toMatchObject({ votedByMe: true, myVoteCounted: true, votesCount: 3 })
    expect((await vote(launch.id, old, false)).json()).toEqual({
      voted: false,
      counted: false,
      votesCount: 2,
      countedVotesCount: 0,
    })
  })

  it('never counts the makers’ own votes', async () => {
    const { maker, launch } = await liveLaunch()
    await createPost(t.app, maker)
    await joinedDaysAgo(t.database.db, [maker.id], 30)
    expect((await vote(launch.id, maker)).json()).toMatchObject({ voted: true, counted: false })
  })

  it('opens voting only while the launch is live and its day lasts', async () => {
    const maker = await signUp(t.app)
    const project = await createProject(t.app, maker)
    const launch = await scheduleLaunch(t.app, maker, project.id)
    const member = await establishedMember()
    const early = await vote(launch.id, member)
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(launchTexts.notLive)
    // Live, but its day is over (the end job has not run yet).
    await openLaunchDirectly(t.database.db, launch.id, '2020-01-01')
    const late = await vote(launch.id, member)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toBe(launchTexts.dayOver)
    expect((await vote(launch.id, member, false)).statusCode).toBe(409)
  })

  it('refuses a member blocked by the project’s owner or a launching maker (403), not taking back', async () => {
    const { maker, launch } = await liveLaunch()
    const member = await establishedMember()
    expect((await vote(launch.id, member)).statusCode).toBe(200)
    await block(t.app, maker, member)
    const refused = await vote(launch.id, member)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(safetyTexts.interactionRefused)
    expect((await vote(launch.id, member, false)).json()).toMatchObject({ voted: false })
  })

  it('refuses visitors and banned members, and answers 404 for a missing launch', async () => {
    const { launch } = await liveLaunch()
    expect(
      (await request(t.app, { method: 'PUT', url: `/api/launches/${launch.id}/vote` })).statusCode,
    ).toBe(401)
    const banned = await signUp(t.app)
    await banDirectly(t.database.db, banned.id)
    expect((await vote(launch.id, banned)).statusCode).toBe(403)
    const member = await signUp(t.app)
    expect((await vote('00000000-0000-4000-8000-000000000000', member)).statusCode).toBe(404)
  })

  it('stops counting the votes of a member banned later, on launches still open', async () => {
    const { launch } = await liveLaunch()
    const member = await establishedMember()
    expect((await vote(launch.id, member)).json()).toMatchObject({ counted: true })
    await banDirectly(t.database.db, member.id)
    const page = (await request(t.app, { url: `/api/launches/${launch.id}` })).json()
    expect(page).toMatchObject({ votesCount: 1, countedVotesCount: 0 })
  })

  it('removes a deleted account’s votes from the counts', async () => {
    const { launch } = await liveLaunch()
    const member = await establishedMember()
    await vote(launch.id, member)
    await t.database.db.execute(sql`delete from "user" where id = ${member.id}`)
    const page = (await request(t.app, { url: `/api/launches/${launch.id}` })).json()
    expect(page).toMatchObject({ votesCount: 0, countedVotesCount: 0 })
  })
})

describe('GET /api/launches/:id/voters', () => {
  it('lists voters newest first with whether each counts, page by page, to visitors too', async () => {
    const { launch } = await liveLaunch()
    const members = [await establishedMember(), await signUp(t.app), await signUp(t.app)]
    for (const member of members) await vote(launch.id, member)
    const first = await request(t.app, { url: `/api/launches/${launch.id}/voters?limit=2` })
    expect(first.statusCode).toBe(200)
    expect(first.json().items.map((v: { id: string }) => v.id)).toEqual([
      members[2]!.id,
      members[1]!.id,
    ])
    const rest = await request(t.app, {
      url: `/api/launches/${launch.id}/voters?limit=2&cursor=${first.json().nextCursor}`,
    })
    expect(rest.json()).toMatchObject({
      items: [{ id: members[0]!.id, counted: true }],
      nextCursor: null,
    })
  })
})

describe('PUT / DELETE /api/launches/:id/notify', () => {
  it('asks to be told before the launch opens, and takes it back', async () => {
    const maker = await signUp(t.app)
    const project = await createProject(t.app, maker)
    const launch = await scheduleLaunch(t.app, maker, project.id)
    const member = await signUp(t.app)
    const notify = (on: boolean) =>
      request(t.app, {
        method: on ? 'PUT' : 'DELETE',
        url: `/api/launches/${launch.id}/notify`,
        as: member,
      })
    expect((await notify(true)).json()).toEqual({ notify: true })
    const page = (await request(t.app, { url: `/api/launches/${launch.id}`, as: member })).json()
    expect(page.notifyByMe).toBe(true)
    expect((await notify(false)).json()).toEqual({ notify: false })
    await openLaunchDirectly(t.database.db, launch.id)
    expect((await notify(true)).statusCode).toBe(409)
  })
})

describe('the account export', () => {
  it('lists the member’s launches, votes and Notify me requests', async () => {
    const { maker, launch } = await liveLaunch()
    const project = await createProject(t.app, maker)
    const upcoming = await scheduleLaunch(t.app, maker, project.id)
    const member = await establishedMember()
    await vote(launch.id, member)
    await request(t.app, { method: 'PUT', url: `/api/launches/${upcoming.id}/notify`, as: member })
    const mine = (await request(t.app, { url: '/api/me/export', as: member })).json()
    expect(mine.launchVotes).toEqual([
      { launchId: launch.id, counted: true, votedAt: expect.any(String) },
    ])
    expect(mine.launchNotifyRequests).toEqual([
      { launchId: upcoming.id, since: expect.any(String) },
    ])
    const makers = (await request(t.app, { url: '/api/me/export', as: maker })).json()
    expect(makers.launches.map((l: { id: string }) => l.id).sort()).toEqual(
      [launch.id, upcoming.id].sort(),
    )
    expect(makers.launches[0]).toMatchObject({
      tagline: 'Ship it today',
      state: expect.any(String),
    })
  })
})
