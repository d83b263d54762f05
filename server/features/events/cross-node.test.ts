import { randomUUID } from 'node:crypto'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { openLiveStream, useLiveNodes, waitUntil } from '@tests/support/live-stream'
import { beforeAll, describe, expect, it } from 'vitest'

// Delivery across app nodes, replay on reconnect, and what a node says when it cannot replay.

const { database, nodes } = useLiveNodes(2)
/** A real post: a stream follows the comments of a post only when its viewer may see it. */
let postId: string

beforeAll(async () => {
  postId = (await createPost(nodes[0]!.app, await signUp(nodes[0]!.app))).id
})

/** An event every stream receives (a deleted post nobody lists), to know the ones before it came. */
const marker = () => ({ type: 'post.removed' as const, postId: randomUUID() })

describe('live events across app nodes', () => {
  it('delivers an event published on node A to a client of node B, completed and filtered per viewer', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!]
    const alice = await signUp(a.app)
    const bob = await signUp(a.app)
    const aliceStream = await openLiveStream(b.base, '/api/events', { cookie: alice.cookie })
    const visitorStream = await openLiveStream(b.base, `/api/events?post=${postId}`)
    expect(aliceStream.response.headers.get('content-type')).toMatch(/text\/event-stream/)
    // It carries the viewer's own unread count: never stored by a cache.
    expect(aliceStream.response.headers.get('cache-control')).toBe('no-store, no-transform')
    await waitUntil(() => aliceStream.types().includes('live.ready'))
    await waitUntil(() => visitorStream.types().includes('live.ready'))

    const before = Date.now()
    const gone = randomUUID()
    const end = marker()
    await a.bus.publish({ type: 'notifications.changed', userId: bob.id })
    await a.bus.publish({ type: 'notifications.changed', userId: alice.id })
    await a.bus.publish({ type: 'comment.removed', postId, commentId: gone })
    await a.bus.publish(end)

    await waitUntil(() => aliceStream.events().length >= 2 && visitorStream.events().length >= 2)
    expect(aliceStream.events()).toEqual([{ type: 'notifications.unread', unreadCount: 0 }, end])
    expect(visitorStream.events()).toEqual([
      { type: 'comment.removed', postId, commentId: gone, commentCount: 0, withReplies: true },
      end,
    ])
    // Each event says when it was published, for commit-to-client latency.
    const last = aliceStream.state.received.at(-1)!.message as { at: number }
    expect(last.at).toBeGreaterThanOrEqual(before)
    expect(last.at).toBeLessThanOrEqual(Date.now())
    await aliceStream.close()
    await visitorStream.close()
  })

  it('replays the completed events a client missed when it reconnects to another node', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!]
    const alice = await signUp(a.app)
    const bob = await signUp(a.app)
    const alicesPost = await createPost(a.app, alice)
    const path = `/api/events?post=${alicesPost.id}`
    const first = await openLiveStream(a.base, path, { cookie: alice.cookie })
    const seen = marker()
    await a.bus.publish(seen)
    await waitUntil(() => first.events().length === 1)
    const resumeFrom = first.state.lastId!
    expect(first.state.received.at(-1)!.id).toBe(resumeFrom)
    await first.close()

    // While the client is away: a comment on her post, which notifies her (one action, one
    // batch), and others.
    const comment = await createComment(b.app, bob, alicesPost.id)
    const missed = marker()
    await b.bus.publish(missed)
    await b.bus.publish({ type: 'notifications.changed', userId: bob.id })
    // Wait until node B itself has them: replay serves what a node has completed.
    const probe = await openLiveStream(b.base)
    const last = marker()
    await a.bus.publish(last)
    await waitUntil(() => probe.events().some((e) => e.postId === last.postId))
    await probe.close()

    const resumed = await openLiveStream(b.base, path, {
      cookie: alice.cookie,
      lastEventId: resumeFrom,
    })
    await waitUntil(() => resumed.types().includes('live.ready'))
    expect(resumed.types()).not.toContain('live.resync')
    const replayed = resumed.state.received.slice(0, resumed.types().indexOf('live.ready'))
    expect(replayed.map((r) => r.message)).toMatchObject([
      {
        type: 'comment.created',
        postId: alicesPost.id,
        comment: { id: comment.id, content: comment.content, likedByMe: false },
        commentCount: 1,
      },
      missed,
      last,
    ])
    // Node B read no unread count for her (she had no stream there): it is read on resuming.
    await waitUntil(() => resumed.types().includes('notifications.unread'))
    expect(resumed.events().at(-1)).toEqual({ type: 'notifications.unread', unreadCount: 1 })
    // Only the last message of a batch carries its id, so a cut mid-batch replays the whole batch.
    expect(new Set(replayed.map((r) => r.id)).size).toBe(3)

    // Nothing new since: resuming from the ready message's id replays nothing.
    const again = await openLiveStream(b.base, '/api/events', {
      lastEventId: resumed.state.lastId,
    })
    await waitUntil(() => again.types().includes('live.ready'))
    expect(again.types()).toEqual(['live.ready'])
    await resumed.close()
    await again.close()
  })

  it('accepts the id as ?lastEventId= from clients that open a new connection themselves', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!]
    const first = await openLiveStream(b.base)
    await waitUntil(() => first.types().includes('live.ready'))
    const resumeFrom = first.state.lastId!
    await first.close()
    const missed = marker()
    await a.bus.publish(missed)
    const probe = await openLiveStream(b.base)
    const last = marker()
    await a.bus.publish(last)
    await waitUntil(() => probe.events().some((e) => e.postId === last.postId))
    await probe.close()

    const resumed = await openLiveStream(
      b.base,
      `/api/events?lastEventId=${encodeURIComponent(resumeFrom)}`,
    )
    await waitUntil(() => resumed.types().includes('live.ready'))
    expect(resumed.events()).toEqual([missed, last])
    await resumed.close()
  })

  it('asks the client to re-fetch when it cannot tell what was missed', async () => {
    const stream = await openLiveStream(nodes[1]!.base, '/api/events', {
      lastEventId: '12345678901234',
    })
    await waitUntil(() => stream.types().includes('live.ready'))
    expect(stream.types()).toEqual(['live.resync', 'live.ready'])
    await stream.close()
  })

  it('keeps delivering after the listening connection drops, and tells clients to re-fetch', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!]
    const stream = await openLiveStream(b.base)
    await waitUntil(() => stream.types().includes('live.ready'))
    const before = stream.state.lastId!
    b.bus.simulateDisconnect()
    await waitUntil(() => stream.types().includes('live.resync'), 'live.resync')
    await waitUntil(() => b.bus.isListening, 'the bus to listen again')
    const after = marker()
    await a.bus.publish(after)
    await waitUntil(() => stream.events().some((e) => e.postId === after.postId))
    await stream.close()
    // Events sent while node B was not listening may be missing from its history: no replay from there.
    const resumed = await openLiveStream(b.base, '/api/events', { lastEventId: before })
    await waitUntil(() => resumed.types().includes('live.ready'))
    expect(resumed.types()[0]).toBe('live.resync')
    await resumed.close()
  })

  it('resolves the viewers of a storm of new streams in a few batched queries', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!]
    const members = [await signUp(a.app), await signUp(a.app), await signUp(a.app)]
    const { port } = b.app.server.address() as AddressInfo
    // Raw sockets, connected first and then all asked at once: a reconnect storm, as a server
    // sees it after a restart (fetch would open its connections one after the other).
    const sockets = await Promise.all(
      Array.from(
        { length: 36 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket))
          }),
      ),
    )
    const texts = sockets.map(() => '')
    sockets.forEach((socket, i) => {
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        texts[i] += chunk
      })
    })
    const queries = await countQueries(
      database.pool,
      async () => {
        sockets.forEach((socket, i) => {
          const cookie = i < 30 ? `cookie: ${members[i % 3]!.cookie}\r\n` : ''
          // Half of them follow a post's comments, whose visibility is checked in shared queries too.
          const path = i % 2 ? `/api/events?post=${postId}` : '/api/events'
          socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${cookie}\r\n`)
        })
        await waitUntil(() => texts.every((text) => text.includes('live.ready')))
      },
      { scope: 'all' },
    )
    // 30 signed-in streams, three sessions, 18 followed posts: a handful of queries, not one per stream.
    expect(queries).toBeLessThanOrEqual(10)
    const end = marker()
    await a.bus.publish({ type: 'notifications.changed', userId: members[1]!.id })
    await a.bus.publish(end)
    await waitUntil(() => texts.every((text) => text.includes(end.postId)))
    const notified = texts.map((text) => text.includes('notifications.unread'))
    expect(notified).toEqual(Array.from({ length: 36 }, (_, i) => i < 30 && i % 3 === 1))
    for (const socket of sockets) socket.destroy()
  })

  it('refuses a malformed post filter', async () => {
    const response = await fetch(`${nodes[1]!.base}/api/events?post=not-a-uuid`)
    expect(response.status).toBe(400)
  })

  it('serves the stream description in the API docs', async () => {
    const response = await request(nodes[0]!.app, { url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const described = JSON.stringify(response.json().paths['/api/events'])
    // The stream's events, not the bus's `*.changed` ones.
    expect(described).toContain('post.created')
    expect(described).toContain('notifications.unread')
    expect(described).not.toMatch(/[a-z]\.changed/)
  })
})
