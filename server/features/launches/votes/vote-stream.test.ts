import {
  joinedDaysAgo,
  launchDay,
  openLaunchDirectly,
  scheduleLaunch,
} from '@tests/factories/launches'
import { createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser } from '@tests/support/app'
import {
  type LiveStreamClient,
  streamsSettled,
  useLiveNodes,
  useReadyStreams,
  waitUntil,
} from '@tests/support/live-stream'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Live counts (issue 32 §2): a vote reaches the open launch pages (streams following the launch's
// thread post) and its day's leaderboards (`?launches=`) as its counts, read by the node, with no
// request; other streams hear nothing.

const { database, nodes } = useLiveNodes(2)
const openReady = useReadyStreams()

const streamOf = (base: string, member: TestUser | null, query = '') =>
  openReady(base, `/api/events${query}`, member)

const votesOf = (stream: LiveStreamClient) =>
  stream
    .events()
    .filter((event) => event.type === 'launch.voted')
    .map(({ votesCount, countedVotesCount }) => ({ votesCount, countedVotesCount }))

describe('launch.voted', () => {
  it('carries the counts to every node’s launch pages and the day’s leaderboards, once each, and to no other stream', async () => {
    const [first, second] = [nodes[0]!, nodes[1]!]
    const maker = await signUp(first.app)
    const voter = await signUp(first.app)
    await createPost(first.app, voter)
    await joinedDaysAgo(database.db, [voter.id], 30)
    const project = await createProject(first.app, maker)
    const launch = await scheduleLaunch(first.app, maker, project.id)
    await openLaunchDirectly(database.db, launch.id)
    // The thread the opening job would have written.
    const thread = await createPost(first.app, maker)
    await database.db.execute(
      sql`update launches set thread_post_id = ${thread.id} where id = ${launch.id}`,
    )
    const pages = [
      await streamOf(first.base, null, `?post=${thread.id}`),
      await streamOf(second.base, maker, `?post=${thread.id}`),
      // Today's leaderboard, and a page showing both (told once).
      await streamOf(second.base, null, `?launches=${launchDay(0)}`),
      await streamOf(first.base, voter, `?post=${thread.id}&launches=${launchDay(0)}`),
    ]
    const elsewhere = [
      await streamOf(second.base, voter),
      await streamOf(first.base, null, `?launches=${launchDay(-1)}`),
    ]

    const vote = (on: boolean) =>
      request(first.app, {
        method: on ? 'PUT' : 'DELETE',
        url: `/api/launches/${launch.id}/vote`,
        as: voter,
      })
    await vote(true)
    await waitUntil(() => pages.every((page) => votesOf(page).length === 1), 'the vote')
    await vote(false)
    await waitUntil(() => pages.every((page) => votesOf(page).length === 2), 'the withdrawal')
    for (const page of pages) {
      expect(votesOf(page)).toEqual([
        { votesCount: 1, countedVotesCount: 1 },
        { votesCount: 0, countedVotesCount: 0 },
      ])
    }
    expect(pages[2]!.events().find((event) => event.type === 'launch.voted')).toMatchObject({
      launchId: launch.id,
      day: launchDay(0),
      postId: thread.id,
    })
    await streamsSettled(first, [...elsewhere, ...pages])
    for (const stream of elsewhere) expect(votesOf(stream)).toEqual([])
    for (const page of pages) expect(votesOf(page)).toHaveLength(2)
  })
})
