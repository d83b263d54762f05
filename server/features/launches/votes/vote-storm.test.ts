import {
  bulkMembers,
  joinedDaysAgo,
  openLaunchDirectly,
  scheduleLaunch,
} from '@tests/factories/launches'
import { createProject } from '@tests/factories/projects'
import { request, signUp, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 32: a storm of 500 votes on one launch in about a second loses none and counts none
// twice. Each vote is its own request through the app, all in flight at once against real
// PostgreSQL (through the app's pool, so its connections' transactions contend for the launch's
// row); the counts kept by the trigger must equal the rows.

const t = useTestApp()

describe('a storm of votes on one launch', () => {
  it('counts 500 concurrent votes and their repeats exactly once each', async () => {
    const maker = await signUp(t.app)
    const project = await createProject(t.app, maker)
    const launch = await scheduleLaunch(t.app, maker, project.id)
    await openLaunchDirectly(t.database.db, launch.id)
    const voters = await bulkMembers(t.database.db, t.config.authSecret, 500, `storm${Date.now()}x`)
    // Half of them are established members (joined long ago, with a post): their votes count.
    const established = voters.slice(0, 250)
    await joinedDaysAgo(
      t.database.db,
      established.map((voter) => voter.id),
      30,
    )
    await t.database.db.execute(
      sql`insert into posts (user_id, content) select json_array_elements_text(${JSON.stringify(established.map((v) => v.id))}::json), 'hi'`,
    )

    // Every voter votes, and 100 of them a second time at the same moment.
    const vote = (voter: (typeof voters)[number]) =>
      request(t.app, { method: 'PUT', url: `/api/launches/${launch.id}/vote`, as: voter })
    const responses = await Promise.all([...voters.map(vote), ...voters.slice(0, 100).map(vote)])
    expect(responses.filter((response) => response.statusCode !== 200)).toEqual([])

    const page = (await request(t.app, { url: `/api/launches/${launch.id}` })).json()
    expect(page.votesCount).toBe(500)
    expect(page.countedVotesCount).toBe(250)
    const rows = await t.database.db.execute<{ votes: number; counted: number }>(
      sql`select count(*)::int as votes, count(*) filter (where counted)::int as counted from launch_votes where launch_id = ${launch.id}`,
    )
    expect(rows.rows[0]).toEqual({ votes: 500, counted: 250 })

    // Withdrawing in a storm too: half take their vote back, some twice.
    const withdraw = (voter: (typeof voters)[number]) =>
      request(t.app, { method: 'DELETE', url: `/api/launches/${launch.id}/vote`, as: voter })
    const leaving = [...voters.slice(0, 125), ...voters.slice(250, 375)]
    await Promise.all([...leaving.map(withdraw), ...leaving.slice(0, 50).map(withdraw)])
    const after = (await request(t.app, { url: `/api/launches/${launch.id}` })).json()
    expect(after.votesCount).toBe(250)
    expect(after.countedVotesCount).toBe(125)
  }, 60_000)
})
