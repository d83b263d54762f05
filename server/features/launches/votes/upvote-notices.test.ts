import type { Notification } from '@common/notifications'
import { openLaunchDirectly, scheduleLaunch } from '@tests/factories/launches'
import { createProject } from '@tests/factories/projects'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 32: "{name} and 12 others upvoted your launch of {project}", one item per launch for
// each launching maker; a withdrawn vote leaves it, a maker's own vote and a vote across a
// block tell nobody, a muted voter is hidden by the policy.

const t = useTestApp()

const vote = (launchId: string, as: TestUser, on = true) =>
  request(t.app, { method: on ? 'PUT' : 'DELETE', url: `/api/launches/${launchId}/vote`, as })

async function coMaker(owner: TestUser, projectId: string) {
  const member = await signUp(t.app)
  await request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    as: owner,
    payload: { username: member.username },
  })
  await request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitation/accept`,
    as: member,
  })
  return member
}

/** Two makers launching one project, live today. */
async function liveLaunchOfTwo() {
  const ada = await signUp(t.app)
  const project = await createProject(t.app, ada)
  const bob = await coMaker(ada, project.id)
  const launch = await scheduleLaunch(t.app, ada, project.id, { makerIds: [bob.id] })
  await openLaunchDirectly(t.database.db, launch.id)
  return { ada, bob, project, launch }
}

async function upvoteItems(member: TestUser) {
  const response = await request(t.app, { url: '/api/notifications', as: member })
  expect(response.statusCode).toBe(200)
  return (response.json().items as Notification[]).filter((item) => item.type === 'launch_upvote')
}

const upvoteRows = async (launchId: string) =>
  (
    await t.database.db.execute<{ user_id: string; actor_id: string }>(
      sql`select user_id, actor_id from notifications where launch_id = ${launchId} and type = 'launch_upvote'`,
    )
  ).rows

describe('launch upvote notifications', () => {
  it('tells each launching maker, grouped per launch, once per voter, linking to the launch', async () => {
    const { ada, bob, project, launch } = await liveLaunchOfTwo()
    const voters = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    for (const voter of voters) expect((await vote(launch.id, voter)).statusCode).toBe(200)
    // Again: the vote is idempotent, and so is its notice.
    await vote(launch.id, voters[0]!)

    for (const maker of [ada, bob]) {
      const items = await upvoteItems(maker)
      expect(items).toHaveLength(1)
      expect(items[0]).toMatchObject({
        actorCount: 3,
        actor: { username: voters[2]!.username },
        launch: { id: launch.id, projectName: project.name, rank: null },
        projectName: project.name,
        target: `/launch/${launch.id}`,
        isRead: false,
      })
      expect(items[0]!.actors.map((actor) => actor.username)).toEqual(
        [...voters].reverse().map((voter) => voter.username),
      )
    }
    expect(await upvoteRows(launch.id)).toHaveLength(6)
    // Everyone of the group, as for likes.
    const [item] = await upvoteItems(ada)
    const everyone = await request(t.app, {
      url: `/api/notifications/${item!.id}/actors`,
      as: ada,
    })
    expect(everyone.json().items).toHaveLength(3)
    // The badge counts the group once.
    const unread = await request(t.app, { url: '/api/notifications/unread-count', as: ada })
    expect(unread.json().count).toBeGreaterThanOrEqual(1)
    const before = unread.json().count
    await request(t.app, { method: 'POST', url: `/api/notifications/${item!.id}/read`, as: ada })
    const after = await request(t.app, { url: '/api/notifications/unread-count', as: ada })
    expect(after.json().count).toBe(before - 1)
  })

  it('takes a withdrawn vote out of the item, and a vote cast again counts once', async () => {
    const { ada, launch } = await liveLaunchOfTwo()
    const [cy, di] = [await signUp(t.app), await signUp(t.app)]
    await vote(launch.id, cy)
    await vote(launch.id, di)
    expect((await upvoteItems(ada))[0]).toMatchObject({ actorCount: 2 })

    await vote(launch.id, di, false)
    const [left] = await upvoteItems(ada)
    expect(left).toMatchObject({ actorCount: 1, actor: { username: cy.username } })
    expect((await upvoteRows(launch.id)).map((row) => row.actor_id)).not.toContain(di.id)
    // Withdrawing twice, or a vote never cast, changes nothing.
    await vote(launch.id, di, false)
    expect((await upvoteItems(ada))[0]).toMatchObject({ actorCount: 1 })

    await vote(launch.id, di)
    expect((await upvoteItems(ada))[0]).toMatchObject({ actorCount: 2 })
    expect(await upvoteRows(launch.id)).toHaveLength(4)

    // The last one withdrawn: no item at all.
    await vote(launch.id, cy, false)
    await vote(launch.id, di, false)
    expect(await upvoteItems(ada)).toEqual([])
  })

  it('tells nobody of a maker’s own vote, nor of a vote refused across a block', async () => {
    const { ada, bob, launch } = await liveLaunchOfTwo()
    expect((await vote(launch.id, ada)).statusCode).toBe(200)
    expect((await vote(launch.id, bob)).statusCode).toBe(200)
    const blocked = await signUp(t.app)
    await block(t.app, bob, blocked)
    expect((await vote(launch.id, blocked)).statusCode).toBe(403)
    expect(await upvoteRows(launch.id)).toEqual([])
    expect(await upvoteItems(ada)).toEqual([])
    expect(await upvoteItems(bob)).toEqual([])
  })

  it('hides a voter the maker muted, and one blocked after voting, from the item and its count', async () => {
    const { ada, bob, launch } = await liveLaunchOfTwo()
    const [cy, di, eve] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    for (const voter of [cy, di, eve]) await vote(launch.id, voter)
    await mute(t.app, ada, di)
    await block(t.app, ada, eve)
    const [item] = await upvoteItems(ada)
    expect(item).toMatchObject({ actorCount: 1, actor: { username: cy.username } })
    // bob muted nobody: all three.
    expect((await upvoteItems(bob))[0]).toMatchObject({ actorCount: 3 })
  })
})
