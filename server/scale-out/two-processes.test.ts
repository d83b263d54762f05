import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openLiveStream, waitUntil } from '@tests/support/live-stream'
import { type ServerProcess, startServerProcess } from '@tests/support/server-process'
import { useTestDatabase } from '@tests/support/test-database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Two real server processes on one PostgreSQL (this file's test database: embedded by default,
// TEST_DATABASE_URL's server in CI's second pass), as behind a load balancer at PUBLIC_URL.
const PUBLIC_URL = 'http://makerfolio.localhost'
const database = useTestDatabase()
const dataDirs: string[] = []
let nodeA: ServerProcess | undefined
let nodeB: ServerProcess | undefined

async function startNode() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-node-'))
  dataDirs.push(dataDir)
  return startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Sessions signed on one node must verify on the other.
    AUTH_SECRET: 'two-processes-test-secret-0123456789',
    PUBLIC_URL,
    RATE_LIMITS: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  })
}

beforeAll(async () => {
  // One at a time: both run migrations on start, which is safe but pointless to race.
  nodeA = await startNode()
  nodeB = await startNode()
}, 240_000)

afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()])
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
}, 30_000)

function nodes() {
  if (!nodeA || !nodeB) throw new Error('both nodes start in beforeAll')
  return { a: nodeA, b: nodeB }
}

/** A JSON request as the browser behind the load balancer sends it. */
function call(
  node: ServerProcess,
  url: string,
  init: { method?: string; cookie?: string; body?: object } = {},
) {
  return fetch(`${node.base}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: PUBLIC_URL,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
}

describe('two app processes sharing one PostgreSQL', () => {
  it('accepts on node B a session made on node A, and streams B the post created on A', async () => {
    const { a, b } = nodes()
    const username = `node_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    const signUp = await call(a, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { email: `${username}@example.com`, password: 'correct horse battery', name: username },
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(cookie).toMatch(/better-auth\.session_token=/)

    const me = await call(b, '/api/me', { cookie })
    expect(me.status).toBe(200)
    const member = (await me.json()) as { id: string; username: string }
    expect(member).toMatchObject({ username })
    expect((await call(b, '/api/me')).status).toBe(401)

    const stream = await openLiveStream(b.base, '/api/events', { cookie })
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    try {
      const created = await call(a, '/api/posts', {
        method: 'POST',
        cookie,
        body: { content: 'Made on node A, seen on node B' },
      })
      expect(created.status).toBe(201)
      const post = (await created.json()) as { id: string; createdAt: string }
      // Node B completed it itself (is its author banned?) and sent it to its author's stream.
      await waitUntil(
        () => stream.events().some((event) => event.type === 'post.created'),
        `post.created for ${post.id} on node B`,
        10_000,
      )
      expect(stream.events().find((event) => event.type === 'post.created')).toEqual({
        type: 'post.created',
        postId: post.id,
        authorId: member.id,
        createdAt: post.createdAt,
        followed: false,
      })
      // And node B serves the post itself from the shared database.
      const read = await call(b, `/api/posts/${post.id}`, { cookie })
      expect(read.status).toBe(200)
      expect(await read.json()).toMatchObject({ content: 'Made on node A, seen on node B' })
    } finally {
      await stream.close()
    }
  })
})
