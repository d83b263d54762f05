import type { AddressInfo } from 'node:net'
import type { LiveEvent } from '@common/live-events'
import { createTestApp, signUp, type TestApp } from '@tests/support/app'
import { useTestDatabase } from '@tests/support/test-database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const database = useTestDatabase()
let nodeA: TestApp
let nodeB: TestApp
let baseB: string

beforeAll(async () => {
  // Two app nodes sharing one database, as behind a load balancer.
  nodeA = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
  nodeB = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
  await nodeB.app.listen({ port: 0, host: '127.0.0.1' })
  baseB = `http://127.0.0.1:${(nodeB.app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await nodeA?.close()
  await nodeB?.close()
})

/** Opens the SSE stream and collects the events it receives. */
async function openStream(path: string, cookie?: string) {
  const controller = new AbortController()
  const response = await fetch(`${baseB}${path}`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  })
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/)
  const events: LiveEvent[] = []
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
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) events.push(JSON.parse(data.slice(6)))
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {}
  })()
  return {
    events,
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

describe('live events across app nodes', () => {
  it('delivers an event published on node A to a client of node B, filtered per viewer', async () => {
    const alice = await signUp(nodeA.app)
    const bob = await signUp(nodeA.app)
    const aliceStream = await openStream('/api/events', alice.cookie)
    const postId = '00000000-0000-4000-8000-000000000001'
    const visitorStream = await openStream(`/api/events?post=${postId}`)

    await nodeA.bus.publish({ type: 'notifications.changed', userId: bob.id })
    await nodeA.bus.publish({ type: 'notifications.changed', userId: alice.id })
    await nodeA.bus.publish({ type: 'comments.changed', postId })
    await nodeA.bus.publish({ type: 'posts.changed' })

    await waitFor(() => aliceStream.events.length >= 2 && visitorStream.events.length >= 2)
    expect(aliceStream.events).toEqual([
      { type: 'notifications.changed', userId: alice.id },
      { type: 'posts.changed' },
    ])
    expect(visitorStream.events).toEqual([
      { type: 'comments.changed', postId },
      { type: 'posts.changed' },
    ])
    await aliceStream.close()
    await visitorStream.close()
  })

  it('keeps delivering after the listening connection drops and reconnects', async () => {
    const stream = await openStream('/api/events')
    nodeB.bus.simulateDisconnect()
    await waitFor(() => nodeB.bus.isListening, 5000)
    await nodeA.bus.publish({ type: 'posts.changed', postId: 'after-reconnect' })
    await waitFor(() =>
      stream.events.some((event) => 'postId' in event && event.postId === 'after-reconnect'),
    )
    await stream.close()
  })

  it('refuses a malformed post filter', async () => {
    const response = await fetch(`${baseB}/api/events?post=not-a-uuid`)
    expect(response.status).toBe(400)
  })
})
