import { launchTexts } from '@common/launches'
import {
  joinedDaysAgo,
  launchDay,
  openLaunchDirectly,
  scheduleLaunch,
} from '@tests/factories/launches'
import { signUpModerator } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

async function liveLaunchWithVote() {
  const maker = await signUp(t.app)
  const voter = await signUp(t.app)
  await createPost(t.app, voter)
  await joinedDaysAgo(t.database.db, [voter.id], 30)
  const project = await createProject(t.app, maker)
  const launch = await scheduleLaunch(t.app, maker, project.id)
  await openLaunchDirectly(t.database.db, launch.id)
  await request(t.app, { method: 'PUT', url: `/api/launches/${launch.id}/vote`, as: voter })
  return { maker, voter, project, launch }
}

const latestHistory = async (as: Awaited<ReturnType<typeof signUpModerator>>) =>
  (await request(t.app, { url: '/api/moderation/history', as })).json().items[0]

describe('moderating launches', () => {
  it('disqualifies a launch with a reason: off the day’s list, no more votes, in the log', async () => {
    const moderator = await signUpModerator(t.app, t.database.db)
    const { maker, launch, project } = await liveLaunchWithVote()
    const disqualify = (as?: typeof maker) =>
      request(t.app, {
        method: 'POST',
        url: `/api/launches/${launch.id}/disqualify`,
        as,
        payload: { reason: 'Vote ring' },
      })
    const listed = await request(t.app, { url: `/api/launches?day=${launchDay(0)}` })
    expect(listed.json().items.map((l: { id: string }) => l.id)).toContain(launch.id)
    expect((await disqualify()).statusCode).toBe(401)
    expect((await disqualify(maker)).statusCode).toBe(403)
    const done = await disqualify(moderator)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ state: 'disqualified', disqualifiedReason: 'Vote ring' })
    const list = await request(t.app, { url: `/api/launches?day=${launchDay(0)}` })
    expect(list.json().items.map((l: { id: string }) => l.id)).not.toContain(launch.id)
    const late = await signUp(t.app)
    const vote = await request(t.app, {
      method: 'PUT',
      url: `/api/launches/${launch.id}/vote`,
      as: late,
    })
    expect(vote.statusCode).toBe(409)
    expect(await latestHistory(moderator)).toMatchObject({
      action: 'disqualify',
      targetType: 'project',
      targetId: project.id,
      summary: launchTexts.disqualified(project.name, launchDay(0), 'Vote ring'),
    })
  })

  it('voids a member’s vote: kept in the total, out of the rank, in the log', async () => {
    const moderator = await signUpModerator(t.app, t.database.db)
    const { voter, launch } = await liveLaunchWithVote()
    const voidVote = (username: string, as = moderator) =>
      request(t.app, {
        method: 'PUT',
        url: `/api/launches/${launch.id}/voters/${username}/void`,
        as,
      })
    expect((await voidVote(voter.username, voter)).statusCode).toBe(403)
    expect((await voidVote(voter.username)).json()).toEqual({ votesCount: 1, countedVotesCount: 0 })
    expect((await voidVote('nobody_voted_here')).statusCode).toBe(404)
    const voters = (await request(t.app, { url: `/api/launches/${launch.id}/voters` })).json()
    expect(voters.items).toMatchObject([{ id: voter.id, counted: false }])
    expect(await latestHistory(moderator)).toMatchObject({
      action: 'void_votes',
      targetType: 'profile',
      targetId: voter.id,
      subject: { id: voter.id },
    })
  })
})
