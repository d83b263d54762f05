// The launch's own notifications from the day's passes on the real job queue (issue 32): the
// makers hear their launch is live, the members who asked that it launched, the followers get the
// milestone, one notice per member; a day's and a week's top 3 makers hear their rank, once.
import type { Notification } from '@common/notifications'
import { afterLaunchPasses, launchDay, scheduleLaunch } from '@tests/factories/launches'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { block } from '@tests/factories/safety'
import { request, signUp, type TestUser } from '@tests/support/app'
import { useQueueNodes, waitFor } from '@tests/support/queue-nodes'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startLaunchDays } from './service'

const { database, t } = useQueueNodes(startLaunchDays)

const launchPage = async (id: string) =>
  (await request(t().app, { url: `/api/launches/${id}` })).json()

async function launchItems(member: TestUser) {
  const response = await request(t().app, { url: '/api/notifications', as: member })
  return (response.json().items as Notification[]).filter((item) =>
    ['launch_live', 'launch_notify', 'launch_ranked', 'project_milestone'].includes(item.type),
  )
}

async function coMaker(owner: TestUser, projectId: string) {
  const member = await signUp(t().app)
  await request(t().app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    as: owner,
    payload: { username: member.username },
  })
  await request(t().app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitation/accept`,
    as: member,
  })
  return member
}

describe('launch notices from the day’s passes', () => {
  it('tells makers it is live and askers it launched, each member once', async () => {
    const ada = await signUp(t().app)
    const project = await createProject(t().app, ada)
    const bob = await coMaker(ada, project.id)
    const [asker, fan, projectFan, everything] = [
      await signUp(t().app),
      await signUp(t().app),
      await signUp(t().app),
      await signUp(t().app),
    ]
    const followProject = (member: TestUser) =>
      request(t().app, { method: 'PUT', url: `/api/projects/${project.id}/follow`, as: member })
    const launch = await scheduleLaunch(t().app, ada, project.id, { makerIds: [bob.id] })
    const askFor = (member: TestUser) =>
      request(t().app, { method: 'PUT', url: `/api/launches/${launch.id}/notify`, as: member })
    // bob makes it, follows it and asked; `everything` follows both makers and the project and asked.
    await followProject(bob)
    await askFor(bob)
    await askFor(asker)
    await follow(t().app, fan, ada)
    await followProject(projectFan)
    await follow(t().app, everything, ada)
    await follow(t().app, everything, bob)
    await followProject(everything)
    await askFor(everything)
    await database.db.execute(
      sql`update launches set day = ${launchDay(0)} where id = ${launch.id}`,
    )
    await waitFor(async () => (await launchPage(launch.id)).state === 'live', 'the launch to open')

    const expected: [TestUser, string][] = [
      [ada, 'launch_live'],
      [bob, 'launch_live'],
      [asker, 'launch_notify'],
      [everything, 'launch_notify'],
      [fan, 'project_milestone'],
      [projectFan, 'project_milestone'],
    ]
    for (const [member, type] of expected) {
      const items = await launchItems(member)
      expect(items.map((item) => item.type)).toEqual([type])
    }
    const [live] = await launchItems(ada)
    expect(live).toMatchObject({
      actor: { id: ada.id },
      launch: { id: launch.id, projectName: project.name, rank: null },
      target: `/launch/${launch.id}`,
    })
    const [asked] = await launchItems(asker)
    expect(asked).toMatchObject({
      actor: { id: ada.id },
      launch: { id: launch.id, projectName: project.name },
      target: `/launch/${launch.id}`,
    })
    // Nobody has two rows of this launch's opening, whatever the passes did.
    const rows = await database.db.execute<{ user_id: string; n: number }>(
      sql`select user_id, count(*)::int as n from notifications
        where launch_id = ${launch.id} or post_id = (select thread_post_id from launches where id = ${launch.id})
        group by user_id having count(*) > 1`,
    )
    expect(rows.rows).toEqual([])
  })

  it('tells whom the first comment mentions once it is posted, never across a block', async () => {
    const ada = await signUp(t().app)
    const [carol, dan] = [await signUp(t().app), await signUp(t().app)]
    await block(t().app, dan, ada)
    const project = await createProject(t().app, ada)
    const launch = await scheduleLaunch(t().app, ada, project.id, {
      firstComment: `Thanks @${carol.username} and @${dan.username} for the beta!`,
    })
    const mentions = async (member: TestUser) => {
      const response = await request(t().app, { url: '/api/notifications', as: member })
      return (response.json().items as Notification[]).filter((item) => item.type === 'mention')
    }
    expect(await mentions(carol)).toEqual([])
    await database.db.execute(
      sql`update launches set day = ${launchDay(0)} where id = ${launch.id}`,
    )
    await waitFor(async () => (await mentions(carol)).length === 1, 'the mention notice')
    const [notice] = await mentions(carol)
    const opened = await launchPage(launch.id)
    expect(notice).toMatchObject({ actor: { id: ada.id }, postId: opened.threadPostId })
    expect(notice!.commentId).not.toBeNull()
    await afterLaunchPasses(database.db)
    expect(await mentions(carol)).toHaveLength(1)
    expect(await mentions(dan)).toEqual([])
  })

  it('tells the makers of a day’s and a week’s top 3 their rank, once each', async () => {
    const makers: TestUser[] = []
    const launches: string[] = []
    // Last week's day: 4 launches, counted 9, 7, 5, 3 votes.
    const day = launchDay(-8)
    for (const counted of [5, 9, 3, 7]) {
      const maker = await signUp(t().app)
      const project = await createProject(t().app, maker)
      const launch = await scheduleLaunch(t().app, maker, project.id)
      await database.db.execute(
        sql`update launches set votes_count = ${counted}, counted_votes_count = ${counted} where id = ${launch.id}`,
      )
      makers.push(maker)
      launches.push(launch.id)
    }
    // All live on that day at once, so one pass ranks them together.
    await database.db.execute(
      sql`update launches set day = ${day}::date, state = 'live'
        where id in (select json_array_elements_text(${JSON.stringify(launches)}::json)::uuid)`,
    )
    await waitFor(async () => {
      const pages = await Promise.all(launches.map(launchPage))
      return pages.every((page) => page.weekRank !== null && page.weekRank !== undefined)
    }, 'the day and the week to freeze')
    const ranked = async () =>
      (
        await database.db.execute<{ user_id: string; launch_id: string; dedupe_key: string }>(
          sql`select user_id, launch_id, dedupe_key from notifications where type = 'launch_ranked'
            and launch_id in (select json_array_elements_text(${JSON.stringify(launches)}::json)::uuid)`,
        )
      ).rows
    await waitFor(async () => (await ranked()).length === 6, 'the rank notices')

    // Places: 9 → #1, 7 → #2, 5 → #3, 3 → #4 (no notice).
    const places = new Map<string, string[]>()
    for (const [index, maker] of makers.entries()) {
      const items = (await launchItems(maker)).filter((item) => item.type === 'launch_ranked')
      places.set(
        ['5', '9', '3', '7'][index]!,
        items
          .map((item) => `${item.launch?.rank?.place} of the ${item.launch?.rank?.period}`)
          .sort(),
      )
      for (const item of items) expect(item.target).toBe(`/launch/${launches[index]}`)
    }
    expect(Object.fromEntries(places)).toEqual({
      '9': ['1 of the day', '1 of the week'],
      '7': ['2 of the day', '2 of the week'],
      '5': ['3 of the day', '3 of the week'],
      '3': [],
    })
    // More passes tell nobody again.
    await afterLaunchPasses(database.db)
    expect(await ranked()).toHaveLength(6)
  }, 60_000)
})
