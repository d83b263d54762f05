import { createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser } from '@tests/support/app'
import {
  type LiveStreamClient,
  streamsSettled,
  useLiveNodes,
  useReadyStreams,
  waitUntil,
} from '@tests/support/live-stream'
import { describe, expect, it } from 'vitest'

// Each stream's shield (issue 31): a new post or comment by a member on the other side of a block,
// or muted by the stream's member, never reaches that stream (nor counts in its "N new posts"),
// from the shields read when the stream opened and from those taken while it is open.

const { database, nodes } = useLiveNodes(1)
const node = () => nodes[0]!
const openReady = useReadyStreams()

const streamOf = (member: TestUser, path = '/api/events') => openReady(node().base, path, member)

const members = (count: number) =>
  Promise.all(Array.from({ length: count }, () => signUp(node().app)))

/** Which of these members' new posts reach each stream (a post each, then a marker). */
async function postsReaching(authors: TestUser[], streams: LiveStreamClient[]) {
  const posts = await Promise.all(authors.map((author) => createPost(node().app, author)))
  await streamsSettled(node(), streams)
  return streams.map((stream) =>
    authors
      .filter((_, i) =>
        stream.events().some((e) => e.type === 'post.created' && e.postId === posts[i]!.id),
      )
      .map((author) => author.username),
  )
}
const names = (...list: TestUser[]) => list.map((member) => member.username)

describe('new posts and a stream’s shield', () => {
  it('leaves out the other side of a block and muted members, from the shields read on opening', async () => {
    const [ada, blocked, blocker, muted, quiet, lapsed, stranger] = await members(7)
    await follow(node().app, ada!, muted!)
    await block(node().app, ada!, blocked!)
    await block(node().app, blocker!, ada!)
    await mute(node().app, ada!, muted!)
    await mute(node().app, ada!, quiet!, { notificationsOnly: true })
    await mute(node().app, ada!, lapsed!, { duration: '1d' })
    // Its day is over.
    await database.db.execute(
      `update mutes set expires_at = now() - interval '1 second' where muted_id = '${lapsed!.id}'`,
    )
    const adas = await streamOf(ada!)
    const others = [blocked!, blocker!, muted!, quiet!, lapsed!, stranger!]
    const [reaching] = await postsReaching(others, [adas])
    expect(reaching).toEqual(names(quiet!, lapsed!, stranger!))
    // Both ways: ada's new post does not reach the member she blocked, nor the one blocking her.
    const [blockeds, blockers, muteds] = [
      await streamOf(blocked!),
      await streamOf(blocker!),
      await streamOf(muted!),
    ]
    expect(await postsReaching([ada!], [blockeds, blockers, muteds])).toEqual([[], [], names(ada!)])
  })

  it('follows blocks, mutes and their undoing at once in every tab, without reconnecting', async () => {
    const [ada, bob, cy] = await members(3)
    const tabs = [await streamOf(ada!), await streamOf(ada!)]
    const bobsTab = await streamOf(bob!)
    const reachingAda = async () => (await postsReaching([bob!, cy!], tabs)).map((r) => r.join())
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!, cy!).join()))

    await block(node().app, ada!, bob!)
    expect(await reachingAda()).toEqual(Array(2).fill(names(cy!).join()))
    expect(await postsReaching([ada!], [bobsTab])).toEqual([[]])
    // Bob blocks her too; her unblock leaves his block standing.
    await block(node().app, bob!, ada!)
    await block(node().app, ada!, bob!, false)
    expect(await reachingAda()).toEqual(Array(2).fill(names(cy!).join()))
    await block(node().app, bob!, ada!, false)
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!, cy!).join()))
    expect(await postsReaching([ada!], [bobsTab])).toEqual([names(ada!)])

    await mute(node().app, ada!, cy!, { duration: '7d' })
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!).join()))
    // A mute is the muter's: cy still hears of ada's posts. Then notifications only, then undone.
    await mute(node().app, ada!, cy!, { notificationsOnly: true })
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!, cy!).join()))
    await mute(node().app, ada!, cy!)
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!).join()))
    const unmuted = await request(node().app, {
      method: 'DELETE',
      url: `/api/users/${cy!.username}/mute`,
      as: ada!,
    })
    expect(unmuted.statusCode).toBe(200)
    expect(await reachingAda()).toEqual(Array(2).fill(names(bob!, cy!).join()))
  })

  it('keeps a new comment across a block or by a muted member from a thread’s watcher', async () => {
    const [ada, blocked, muted, cy] = await members(4)
    const post = await createPost(node().app, cy!)
    await block(node().app, ada!, blocked!)
    await mute(node().app, ada!, muted!)
    const watching = await streamOf(ada!, `/api/events?post=${post.id}`)
    const cysTab = await streamOf(cy!, `/api/events?post=${post.id}`)
    const comments = [
      await createComment(node().app, blocked!, post.id),
      await createComment(node().app, muted!, post.id),
      await createComment(node().app, cy!, post.id),
    ]
    await streamsSettled(node(), [watching, cysTab])
    const created = (stream: LiveStreamClient) =>
      comments.map((comment) =>
        stream
          .events()
          .some(
            (e) => e.type === 'comment.created' && (e.comment as { id: string }).id === comment.id,
          ),
      )
    expect(created(watching)).toEqual([false, false, true])
    expect(created(cysTab)).toEqual([true, true, true])
  })

  it('reads the shields again when the bus may have missed their changes', async () => {
    const [ada, bob] = await members(2)
    const adas = await streamOf(ada!)
    // A block the bus never carried (as if its NOTIFY went while the node was not listening).
    await database.db.execute(
      `insert into blocks (blocker_id, blocked_id) values ('${bob!.id}', '${ada!.id}')`,
    )
    expect(await postsReaching([bob!], [adas])).toEqual([names(bob!)])
    node().bus.simulateDisconnect()
    await waitUntil(() => adas.types().includes('live.resync'), 'live.resync')
    await waitUntil(() => node().bus.isListening, 'the bus to listen again')
    // Batches are completed after the gap was handled: once this one is out, the sets were read.
    expect(await postsReaching([bob!], [adas])).toEqual([[]])
  })
})
