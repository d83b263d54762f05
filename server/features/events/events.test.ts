import { type AddressInfo, connect, type Socket } from 'node:net'
import type { LiveStreamMessage } from '@common/live-events'
import { createPost } from '@tests/factories/posts'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { useTestDatabase } from '@tests/support/test-database'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAYLOAD_BYTES } from '../../lib/event-bus'

const database = useTestDatabase()
let nodeA: TestApp
let nodeB: TestApp
let baseA: string
let baseB: string

async function listen(node: TestApp) {
  await node.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  // Two app nodes sharing one database, as behind a load balancer.
  nodeA = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
  nodeB = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
  baseA = await listen(nodeA)
  baseB = await listen(nodeB)
  postId = (await createPost(nodeA.app, await signUp(nodeA.app))).id
})

afterAll(async () => {
  await nodeA?.close()
  await nodeB?.close()
})

type Received = { id: string | undefined; message: LiveStreamMessage }

/**
 * Opens the SSE stream and parses it the way EventSource does: `lastId` follows every `id:` field
 * (also on messages without data), `received` holds each data message with the id it came with.
 */
async function openStream(
  base: string,
  path: string,
  options: { cookie?: string; lastEventId?: string } = {},
) {
  const controller = new AbortController()
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal })
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/)
  // It carries the viewer's own notifications: never stored by a cache.
  expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
  const state = { received: [] as Received[], lastId: undefined as string | undefined }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const lines = buffer.slice(0, end).split('\n')
          buffer = buffer.slice(end + 2)
          let id: string | undefined
          let data: string | undefined
          for (const line of lines) {
            if (line.startsWith('id: ')) id = line.slice(4)
            if (line.startsWith('data: ')) data = line.slice(6)
          }
          if (id !== undefined) state.lastId = id
          if (data) state.received.push({ id, message: JSON.parse(data) })
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {}
  })()
  return {
    state,
    /** The events received, without stream signals and publication times. */
    events() {
      return state.received
        .map((r) => r.message)
        .filter((m) => !m.type.startsWith('live.'))
        .map((m) => {
          const { at: _at, ...event } = m as { at: number }
          return event
        })
    },
    types() {
      return state.received.map((r) => r.message.type)
    },
    async close() {
      controller.abort()
      await pump
    },
  }
}

async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A real post: a stream follows the comments of a post only when its viewer may see it. */
let postId: string

describe('live events across app nodes', () => {
  it('delivers an event published on node A to a client of node B, filtered per viewer', async () => {
    const alice = await signUp(nodeA.app)
    const bob = await signUp(nodeA.app)
    const aliceStream = await openStream(baseB, '/api/events', { cookie: alice.cookie })
    const visitorStream = await openStream(baseB, `/api/events?post=${postId}`)
    await waitFor(() => aliceStream.types().includes('live.ready'))
    await waitFor(() => visitorStream.types().includes('live.ready'))

    const before = Date.now()
    await nodeA.bus.publish({ type: 'notifications.changed', userId: bob.id })
    await nodeA.bus.publish({ type: 'notifications.changed', userId: alice.id })
    await nodeA.bus.publish({ type: 'comments.changed', postId })
    await nodeA.bus.publish({ type: 'posts.changed' })

    await waitFor(() => aliceStream.events().length >= 2 && visitorStream.events().length >= 2)
    expect(aliceStream.events()).toEqual([
      { type: 'notifications.changed', userId: alice.id },
      { type: 'posts.changed' },
    ])
    expect(visitorStream.events()).toEqual([
      { type: 'comments.changed', postId },
      { type: 'posts.changed' },
    ])
    // Each event says when it was published, for commit-to-client latency.
    const last = aliceStream.state.received.at(-1)!.message as { at: number }
    expect(last.at).toBeGreaterThanOrEqual(before)
    expect(last.at).toBeLessThanOrEqual(Date.now())
    await aliceStream.close()
    await visitorStream.close()
  })

  it('replays what a client missed when it reconnects to another node with Last-Event-ID', async () => {
    const alice = await signUp(nodeA.app)
    const bob = await signUp(nodeA.app)
    const first = await openStream(baseA, `/api/events?post=${postId}`, { cookie: alice.cookie })
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'seen-before-drop' })
    await waitFor(() => first.events().length === 1)
    const resumeFrom = first.state.lastId!
    expect(first.state.received.at(-1)!.id).toBe(resumeFrom)
    await first.close()

    // Published while the client is away: one action's events in one batch, and single events.
    await nodeB.bus.publish([
      { type: 'posts.changed', postId: 'missed-1', change: 'created' },
      { type: 'notifications.changed', userId: bob.id },
      { type: 'notifications.changed', userId: alice.id },
    ])
    await nodeB.bus.publish({ type: 'comments.changed', postId })
    await nodeB.bus.publish({ type: 'notifications.changed', userId: bob.id })
    await nodeB.bus.publish({ type: 'posts.changed', postId: 'missed-2' })
    // Wait until node B itself has received them: replay serves what a node has seen.
    const probe = await openStream(baseB, '/api/events')
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'marker' })
    await waitFor(() => probe.events().some((e) => 'postId' in e && e.postId === 'marker'))
    await probe.close()

    const resumed = await openStream(baseB, `/api/events?post=${postId}`, {
      cookie: alice.cookie,
      lastEventId: resumeFrom,
    })
    await waitFor(() => resumed.types().includes('live.ready'))
    expect(resumed.events()).toEqual([
      { type: 'posts.changed', postId: 'missed-1', change: 'created' },
      { type: 'notifications.changed', userId: alice.id },
      { type: 'comments.changed', postId },
      { type: 'posts.changed', postId: 'missed-2' },
      { type: 'posts.changed', postId: 'marker' },
    ])
    expect(resumed.types()).not.toContain('live.resync')
    // Only the last message of a batch carries its id, so a cut mid-batch replays the whole batch.
    const ids = resumed.state.received.map((r) => r.id)
    expect(ids[0]).toBeUndefined()
    expect(ids[1]).toBeDefined()
    expect(new Set(ids.slice(1, 5)).size).toBe(4)

    // Nothing new since: resuming from the ready message's id replays nothing.
    const again = await openStream(baseB, '/api/events', { lastEventId: resumed.state.lastId })
    await waitFor(() => again.types().includes('live.ready'))
    expect(again.types()).toEqual(['live.ready'])
    await resumed.close()
    await again.close()
  })

  it('accepts the id as ?lastEventId= from clients that open a new connection themselves', async () => {
    const first = await openStream(baseB, '/api/events')
    await waitFor(() => first.types().includes('live.ready'))
    const resumeFrom = first.state.lastId!
    await first.close()
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'via-query' })
    const probe = await openStream(baseB, '/api/events')
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'marker-2' })
    await waitFor(() => probe.events().some((e) => 'postId' in e && e.postId === 'marker-2'))
    await probe.close()

    const resumed = await openStream(
      baseB,
      `/api/events?lastEventId=${encodeURIComponent(resumeFrom)}`,
    )
    await waitFor(() => resumed.types().includes('live.ready'))
    expect(resumed.events()).toEqual([
      { type: 'posts.changed', postId: 'via-query' },
      { type: 'posts.changed', postId: 'marker-2' },
    ])
    await resumed.close()
  })

  it('asks the client to re-fetch when it cannot tell what was missed', async () => {
    const stream = await openStream(baseB, '/api/events', { lastEventId: '12345678901234' })
    await waitFor(() => stream.types().includes('live.ready'))
    expect(stream.types()).toEqual(['live.resync', 'live.ready'])
    await stream.close()
  })

  it('keeps delivering after the listening connection drops, and tells clients to re-fetch', async () => {
    const stream = await openStream(baseB, '/api/events')
    await waitFor(() => stream.types().includes('live.ready'))
    const before = stream.state.lastId!
    nodeB.bus.simulateDisconnect()
    await waitFor(() => stream.types().includes('live.resync'), 5000)
    await waitFor(() => nodeB.bus.isListening, 5000)
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'after-reconnect' })
    await waitFor(() =>
      stream.events().some((event) => 'postId' in event && event.postId === 'after-reconnect'),
    )
    await stream.close()
    // Events sent while node B was not listening may be missing from its history: no replay from there.
    const resumed = await openStream(baseB, '/api/events', { lastEventId: before })
    await waitFor(() => resumed.types().includes('live.ready'))
    expect(resumed.types()[0]).toBe('live.resync')
    await resumed.close()
  })

  it('resolves the viewers of a storm of new streams in a few batched queries', async () => {
    const members = [await signUp(nodeA.app), await signUp(nodeA.app), await signUp(nodeA.app)]
    const { port } = nodeB.app.server.address() as AddressInfo
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
    const queries = await countQueries(database.pool, async () => {
      sockets.forEach((socket, i) => {
        const cookie = i < 30 ? `cookie: ${members[i % 3]!.cookie}\r\n` : ''
        // Half of them follow a post's comments, whose visibility is checked in shared queries too.
        const path = i % 2 ? `/api/events?post=${postId}` : '/api/events'
        socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${cookie}\r\n`)
      })
      await waitFor(() => texts.every((text) => text.includes('live.ready')))
    })
    // 30 signed-in streams, three sessions, 18 followed posts: a handful of queries, not one per stream.
    expect(queries).toBeLessThanOrEqual(10)
    await nodeA.bus.publish({ type: 'notifications.changed', userId: members[1]!.id })
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'storm-marker' })
    await waitFor(() => texts.every((text) => text.includes('storm-marker')))
    const notified = texts.map((text) => text.includes('notifications.changed'))
    expect(notified).toEqual(Array.from({ length: 36 }, (_, i) => i < 30 && i % 3 === 1))
    for (const socket of sockets) socket.destroy()
  })

  it('refuses a malformed post filter', async () => {
    const response = await fetch(`${baseB}/api/events?post=not-a-uuid`)
    expect(response.status).toBe(400)
  })
})

describe('what goes through PostgreSQL', () => {
  it('sends one NOTIFY per publish, ids only and under 1 KB, splitting only a very large action', async () => {
    const listener = new pg.Client({ connectionString: database.url })
    await listener.connect()
    const payloads: string[] = []
    listener.on('notification', (message) => payloads.push(message.payload ?? ''))
    await listener.query('LISTEN makerfolio_events')
    try {
      const recipients = Array.from(
        { length: 40 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      )
      const received: string[] = []
      const stop = nodeB.bus.subscribe((event) => {
        if (event.type === 'notifications.changed') received.push(event.userId)
      })
      await nodeA.bus.publish([
        { type: 'posts.changed', postId, change: 'created' },
        { type: 'notifications.changed', userId: recipients[0]! },
      ])
      await waitFor(() => payloads.length === 1)
      await nodeA.bus.publish(
        recipients.map((userId) => ({ type: 'notifications.changed', userId })),
      )
      await waitFor(() => received.length === 41)
      stop()
      expect(received.slice(1)).toEqual(recipients)
      expect(payloads.length).toBeGreaterThan(2)
      expect(payloads.length).toBeLessThanOrEqual(5)
      for (const payload of payloads) {
        expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES)
        expect(JSON.parse(payload)).toMatchObject({
          id: expect.stringMatching(/^\d+$/),
          at: expect.any(Number),
        })
      }
      // Every batch has its own id: the sending transaction's.
      expect(new Set(payloads.map((p) => JSON.parse(p).id)).size).toBe(payloads.length)
    } finally {
      await listener.end()
    }
  })

  it('writes one NOTIFY for a post that mentions someone, and one for a comment that notifies', async () => {
    const alice = await signUp(nodeA.app)
    const bob = await signUp(nodeA.app)
    const listener = new pg.Client({ connectionString: database.url })
    await listener.connect()
    const payloads: { events: unknown[] }[] = []
    listener.on('notification', (message) => payloads.push(JSON.parse(message.payload ?? '')))
    await listener.query('LISTEN makerfolio_events')
    try {
      const created = await request(nodeA.app, {
        method: 'POST',
        url: '/api/posts',
        as: alice,
        payload: { content: `Hello @${bob.username}` },
      })
      expect(created.statusCode).toBe(201)
      const post = created.json()
      await waitFor(() => payloads.length >= 1)
      const commented = await request(nodeA.app, {
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        as: bob,
        payload: { content: 'Nice one' },
      })
      expect(commented.statusCode).toBe(201)
      await waitFor(() => payloads.length >= 2)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(payloads.map((p) => p.events)).toEqual([
        [
          { type: 'posts.changed', postId: post.id, authorId: alice.id, change: 'created' },
          { type: 'notifications.changed', userId: bob.id },
        ],
        [
          { type: 'comments.changed', postId: post.id },
          { type: 'notifications.changed', userId: alice.id },
        ],
      ])
    } finally {
      await listener.end()
    }
  })
})
