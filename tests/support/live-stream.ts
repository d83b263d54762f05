import type { AddressInfo } from 'node:net'
import type { LiveStreamMessage } from '@common/live-events'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './app'
import { useTestDatabase } from './test-database'

export type ReceivedMessage = { id: string | undefined; message: LiveStreamMessage }

/** Stream events as a test compares them: without stream signals and publication times. */
export type ReceivedEvent = Record<string, unknown> & { type: string }

/**
 * Opens `GET /api/events` and parses it the way EventSource does: `lastId` follows every `id:`
 * field (also on messages without data), `received` holds each data message with its id.
 */
export async function openLiveStream(
  base: string,
  path = '/api/events',
  options: { cookie?: string; lastEventId?: string } = {},
) {
  const controller = new AbortController()
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal })
  const state = { received: [] as ReceivedMessage[], lastId: undefined as string | undefined }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
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
        }
      }
    } catch {
      // Aborted by close().
    }
  })()
  return {
    response,
    state,
    events(): ReceivedEvent[] {
      return state.received
        .map((r) => r.message)
        .filter((m) => !m.type.startsWith('live.'))
        .map((m) => {
          const { at: _at, ...event } = m as ReceivedEvent & { at: number }
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

export type LiveStreamClient = Awaited<ReturnType<typeof openLiveStream>>

/** Polls `check` until it holds (no fixed sleeps), or fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean, what = 'a condition', timeoutMs = 5000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export type LiveNode = TestApp & { base: string }

/** Publishes a marker every stream receives and waits for it: what came before has arrived. */
export async function streamsSettled(node: LiveNode, streams: LiveStreamClient[]) {
  const userId = `marker-${Math.random()}`
  await node.bus.publish({ type: 'author.restored', userId })
  await waitUntil(() => streams.every((s) => s.events().some((e) => e.userId === userId)))
}

/**
 * App nodes listening on real ports and sharing one fresh database, as behind a load balancer:
 * each has its own event bus connection, history and streams.
 */
export function useLiveNodes(count: number) {
  const database = useTestDatabase()
  const nodes: LiveNode[] = []
  beforeAll(async () => {
    for (let i = 0; i < count; i++) {
      const node = await createTestApp({ url: database.url, db: database.db, pool: database.pool })
      await node.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = node.app.server.address() as AddressInfo
      nodes.push({ ...node, base: `http://127.0.0.1:${port}` })
    }
  })
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()))
  })
  return { database, nodes }
}

/**
 * Opens a stream for a member (or a visitor) once it is ready (`live.ready` received), and closes
 * every stream it opened after each test.
 */
export function useReadyStreams() {
  const opened: LiveStreamClient[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stream) => stream.close()))
  })
  return async (base: string, path: string, member: { cookie: string } | null) => {
    const stream = await openLiveStream(base, path, member ? { cookie: member.cookie } : {})
    opened.push(stream)
    await waitUntil(() => stream.types().includes('live.ready'), 'live.ready')
    return stream
  }
}
