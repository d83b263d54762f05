// Launch days run through the real job queue with real time passing: two queue nodes on one
// database (JOB_TIME_SCALE 0.01, a pass every 0.3 s). A launch whose day has come opens once,
// with its thread, milestone and notices; days that are over end with their ranks frozen, and
// weeks that are over get week ranks.
import {
  afterLaunchPasses,
  launchDay,
  openLaunchDirectly,
  scheduleLaunch,
} from '@tests/factories/launches'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp } from '@tests/support/app'
import { useQueueNodes, waitFor } from '@tests/support/queue-nodes'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startLaunchDays } from './service'

const { database, t } = useQueueNodes(startLaunchDays)

const afterPasses = (count?: number) => afterLaunchPasses(database.db, count)

const launchPage = async (id: string) =>
  (await request(t().app, { url: `/api/launches/${id}` })).json()

describe('launch days on the job queue', () => {
  it('opens a launch when its day comes: thread, first comment, milestone and notices, once', async () => {
    const maker = await signUp(t().app)
    const projectFollower = await signUp(t().app)
    const makerFollower = await signUp(t().app)
    const asked = await signUp(t().app)
    const project = await createProject(t().app, maker)
    await request(t().app, {
      method: 'PUT',
      url: `/api/projects/${project.id}/follow`,
      as: projectFollower,
    })
    await follow(t().app, makerFollower, maker)
    const launch = await scheduleLaunch(t().app, maker, project.id, { tags: ['devtools'] })
    await request(t().app, { method: 'PUT', url: `/api/launches/${launch.id}/notify`, as: asked })
    // The day comes (moved to today in SQL: no test waits for midnight).
    await database.db.execute(
      sql`update launches set day = ${launchDay(0)} where id = ${launch.id}`,
    )

    await waitFor(async () => (await launchPage(launch.id)).state === 'live', 'the launch to open')
    const opened = await launchPage(launch.id)
    expect(opened.threadPostId).not.toBeNull()
    const post = (
      await request(t().app, { url: `/api/posts/${opened.threadPostId}`, as: maker })
    ).json()
    expect(post.content).toContain(`Launched ${project.name} on Makerfolio today: Ship it today`)
    expect(post.content).toContain('#devtools')
    const thread = (
      await request(t().app, { url: `/api/posts/${opened.threadPostId}/comments`, as: asked })
    ).json()
    expect(thread.items.map((c: { content: string }) => c.content)).toEqual([
      'Hello makers, we built this for you.',
    ])
    expect((await launchPage(launch.id)).commentsCount).toBe(1)
    const milestones = (
      await request(t().app, { url: `/api/projects/${project.id}/milestones` })
    ).json()
    expect(
      milestones.items.map((m: { postId?: string; id?: string }) => m.postId ?? m.id),
    ).toContain(opened.threadPostId)
    const told = await database.db.execute<{ user_id: string }>(
      sql`select user_id from notifications where post_id = ${opened.threadPostId} and type = 'project_milestone'`,
    )
    expect(told.rows.map((row) => row.user_id).sort()).toEqual(
      [projectFollower.id, makerFollower.id].sort(),
    )
    // The member who asked hears it as theirs (launch-notices.test.ts covers the launch notices).
    const asks = await database.db.execute<{ user_id: string }>(
      sql`select user_id from notifications where launch_id = ${launch.id} and type = 'launch_notify'`,
    )
    expect(asks.rows.map((row) => row.user_id)).toEqual([asked.id])
    // Two nodes, many passes: one post, one comment.
    await afterPasses()
    const posts = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from project_updates where project_id = ${project.id}`,
    )
    expect(posts.rows[0]!.n).toBe(1)
    // Now live: votes are taken.
    const vote = await request(t().app, {
      method: 'PUT',
      url: `/api/launches/${launch.id}/vote`,
      as: asked,
    })
    expect(vote.json()).toMatchObject({ voted: true, votesCount: 1 })
  })

  it('ends the days that are over, freezing day ranks, and week ranks once the week is over', async () => {
    const maker = await signUp(t().app)
    const yesterday = launchDay(-1)
    const lastWeek = launchDay(-8)
    const launches: { id: string; day: string; counted: number }[] = []
    for (const [day, counted] of [
      [yesterday, 2],
      [yesterday, 9],
      [yesterday, 5],
      [lastWeek, 4],
      [lastWeek, 7],
    ] as const) {
      const project = await createProject(t().app, maker)
      const launch = await scheduleLaunch(t().app, maker, project.id)
      await openLaunchDirectly(database.db, launch.id, day)
      await database.db.execute(
        sql`update launches set votes_count = ${counted}, counted_votes_count = ${counted} where id = ${launch.id}`,
      )
      launches.push({ id: launch.id, day, counted })
    }
    await waitFor(async () => {
      const pages = await Promise.all(launches.map((launch) => launchPage(launch.id)))
      return pages.every((page) => page.state === 'ended' && page.weekRank !== undefined)
    }, 'the days to end')
    const pages = await Promise.all(launches.map((launch) => launchPage(launch.id)))
    expect(pages.map((page) => page.dayRank)).toEqual([3, 1, 2, 2, 1])
    await waitFor(
      async () => (await launchPage(launches[4]!.id)).weekRank === 1,
      'the week to freeze',
    )
    expect((await launchPage(launches[3]!.id)).weekRank).toBe(2)
    expect((await launchPage(launches[4]!.id)).badges).toEqual([
      '#1 Launch of the Day',
      '#1 Launch of the Week',
    ])
    // Yesterday's week is over only when today is a Monday.
    const mondayToday = new Date().getUTCDay() === 1
    expect((await launchPage(launches[1]!.id)).weekRank !== null).toBe(mondayToday)
    // A frozen rank stays: a vote count changing later does not move it.
    await database.db.execute(
      sql`update launches set counted_votes_count = 0, votes_count = 0 where id = ${launches[1]!.id}`,
    )
    await afterPasses()
    expect((await launchPage(launches[1]!.id)).dayRank).toBe(1)
    // The leaderboard of yesterday shows them in the frozen order's counts.
    const board = (await request(t().app, { url: `/api/launches?day=${yesterday}` })).json()
    expect(board.items.map((item: { id: string }) => item.id)).toEqual([
      launches[2]!.id,
      launches[0]!.id,
      launches[1]!.id,
    ])
  }, 60_000)
})
