// Issue 8, crash test: the real server (embedded PostgreSQL in a temp DATA_DIR) takes writes
// from several clients and is SIGKILLed mid-load, twice: once alone (its postmaster lives on,
// orphaned) and once together with the postmaster (PostgreSQL replays its WAL). Each time it
// must come back on its own, with every acknowledged write present and nothing half-written.
import { existsSync, statSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { StoredImage } from '@server/lib/images-types'
import { makeImage } from '@tests/factories/images'
import {
  type AppProcess,
  embeddedDatabaseUrl,
  exited,
  isAlive,
  postmasterPid,
  startAppProcess,
  stopPostmaster,
} from '@tests/support/app-process'
import { freePort } from '@tests/support/server-process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const CLIENTS = 4

type Client = { id: string; cookie: string }
/** Writes that got a success answer: each must survive the crash. */
type Acknowledged = {
  posts: { id: string; content: string; images: number }[]
  comments: { id: string; postId: string; content: string }[]
  likes: { userId: string; postId: string }[]
  /** Requests cut off by the kill: their outcome is unknown, so they are not checked. */
  interrupted: number
}

let dataDir: string
let port: number
let server: AppProcess | undefined
let jpeg: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-crash-'))
  // Postgres runs as the `postgres` OS user, which must traverse the data folder.
  await chmod(dataDir, 0o755)
  port = await freePort()
  jpeg = await makeImage({ width: 320, height: 240 })
})

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM')
    await Promise.race([exited(server.child), sleep(20_000)])
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  }
  await stopPostmaster(dataDir)
  await rm(dataDir, { recursive: true, force: true })
}, 60_000)

const origin = () => `http://127.0.0.1:${port}`
const api = (pathname: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${origin()}${pathname}`, {
    ...init,
    headers: {
      origin: origin(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  })

async function signUp(index: number): Promise<Client> {
  const username = `crash_${index}_${Math.floor(Math.random() * 1e6)}`
  const response = await api('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: 'correct horse battery',
      name: username,
    }),
  })
  if (response.status !== 200) throw new Error(`sign-up: ${response.status}`)
  const body = (await response.json()) as { user: { id: string } }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { id: body.user.id, cookie }
}

/** One client's loop: post (every third with an image), comment, like, until `stop()`. */
async function writeLoop(client: Client, ack: Acknowledged, isStopped: () => boolean) {
  for (let step = 0; !isStopped(); step++) {
    const tag = `${client.id.slice(0, 8)}-${step}-${Math.random().toString(36).slice(2, 8)}`
    try {
      const target = ack.posts[Math.floor(Math.random() * ack.posts.length)]
      if (step % 3 === 0 || !target) {
        const content = `Crash load post ${tag}`
        const withImage = step % 9 === 0
        const form = new FormData()
        form.append('content', content)
        if (withImage) form.append('images', new Blob([new Uint8Array(jpeg)]), 'photo.jpg')
        const response = await api('/api/posts', {
          method: 'POST',
          cookie: client.cookie,
          body: withImage ? form : JSON.stringify({ content }),
        })
        if (response.status === 201) {
          const { id } = (await response.json()) as { id: string }
          ack.posts.push({ id, content, images: withImage ? 1 : 0 })
        }
      } else if (step % 3 === 1) {
        const content = `Crash load comment ${tag}`
        const response = await api(`/api/posts/${target.id}/comments`, {
          method: 'POST',
          cookie: client.cookie,
          body: JSON.stringify({ content }),
        })
        if (response.status === 201) {
          const { id } = (await response.json()) as { id: string }
          ack.comments.push({ id, postId: target.id, content })
        }
      } else {
        const response = await api(`/api/posts/${target.id}/like`, {
          method: 'PUT',
          cookie: client.cookie,
        })
        if (response.status === 200) ack.likes.push({ userId: client.id, postId: target.id })
      }
    } catch {
      // The connection died with the server: this write was never acknowledged.
      ack.interrupted++
      if (isStopped()) return
    }
  }
}

/** Runs the write load, then SIGKILLs the server (and the postmaster) with writes in flight. */
async function loadAndKill(clients: Client[], ack: Acknowledged, killPostgres: boolean) {
  const running = server
  if (!running) throw new Error('no server')
  let stopped = false
  const loops = clients.map((client) => writeLoop(client, ack, () => stopped))
  const before = ack.posts.length + ack.comments.length + ack.likes.length
  const interruptedBefore = ack.interrupted
  const deadline = Date.now() + 8_000
  while (ack.posts.length + ack.comments.length + ack.likes.length < before + 60) {
    if (Date.now() > deadline) break
    await sleep(50)
  }
  const postmaster = postmasterPid(dataDir)
  expect(postmaster).toBeDefined()
  running.child.kill('SIGKILL')
  if (killPostgres && postmaster) process.kill(postmaster, 'SIGKILL')
  stopped = true
  await exited(running.child)
  server = undefined
  await Promise.all(loops)
  // Without a kill of its own, the postmaster outlives the server, orphaned. A killed one dies
  // when the kernel next runs it, which on a busy machine is a moment after the signal.
  if (postmaster && killPostgres) {
    await vi.waitFor(() => expect(isAlive(postmaster)).toBe(false), { timeout: 10_000 })
  } else if (postmaster) expect(isAlive(postmaster)).toBe(true)
  expect(ack.posts.length + ack.comments.length + ack.likes.length).toBeGreaterThan(before)
  expect(ack.interrupted).toBeGreaterThan(interruptedBefore)
}

/** The image's file and those of its size variants (any nested `{ key }`). */
function storedKeys(image: StoredImage): string[] {
  const keys = [image.key]
  for (const value of Object.values(image) as unknown[]) {
    if (typeof value === 'object' && value !== null && 'key' in value) keys.push(String(value.key))
  }
  return keys
}

async function withDatabase<T>(run: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) })
  await db.connect()
  try {
    return await run(db)
  } finally {
    await db.end()
  }
}

async function expectAllAcknowledgedAndWhole(clients: Client[], ack: Acknowledged) {
  await withDatabase(async (db) => {
    const users = await db.query('SELECT id FROM profiles WHERE id = ANY($1)', [
      clients.map((c) => c.id),
    ])
    expect(users.rowCount).toBe(clients.length)

    const posts = await db.query<{ id: string; content: string; images: StoredImage[] }>(
      'SELECT id, content, images FROM posts',
    )
    const postById = new Map(posts.rows.map((row) => [row.id, row]))
    for (const post of ack.posts) {
      expect(postById.get(post.id)?.content).toBe(post.content)
      expect(postById.get(post.id)?.images).toHaveLength(post.images)
    }
    // No half-written post, acknowledged or not: something to show, every image file on disk.
    for (const post of posts.rows) {
      expect(post.content !== '' || post.images.length > 0).toBe(true)
      for (const key of post.images.flatMap(storedKeys)) {
        const file = path.join(dataDir, 'uploads', key)
        expect(existsSync(file) && statSync(file).size > 0, key).toBe(true)
      }
    }

    const comments = await db.query<{ id: string; post_id: string; content: string }>(
      'SELECT id, post_id, content FROM comments',
    )
    const commentById = new Map(comments.rows.map((row) => [row.id, row]))
    for (const comment of ack.comments) {
      expect(commentById.get(comment.id)).toMatchObject({
        post_id: comment.postId,
        content: comment.content,
      })
    }
    const orphans = await db.query(`
      SELECT (SELECT count(*) FROM comments c LEFT JOIN posts p ON p.id = c.post_id
              WHERE p.id IS NULL)::int AS comments,
             (SELECT count(*) FROM likes l LEFT JOIN posts p ON p.id = l.post_id
              WHERE l.post_id IS NOT NULL AND p.id IS NULL)::int AS likes`)
    expect(orphans.rows[0]).toEqual({ comments: 0, likes: 0 })

    const likes = await db.query<{ user_id: string; post_id: string }>(
      'SELECT user_id, post_id FROM likes WHERE post_id IS NOT NULL',
    )
    const likeKeys = new Set(likes.rows.map((row) => `${row.user_id}:${row.post_id}`))
    for (const like of ack.likes) expect(likeKeys.has(`${like.userId}:${like.postId}`)).toBe(true)

    // The counts the API shows equal the rows, post by post.
    const counts = await db.query<{ id: string; likes: number; comments: number }>(`
      SELECT p.id,
             (SELECT count(*) FROM likes l WHERE l.post_id = p.id)::int AS likes,
             (SELECT count(*) FROM comments c WHERE c.post_id = p.id)::int AS comments
      FROM posts p`)
    const viewer = clients[0]!
    for (const row of counts.rows) {
      const response = await api(`/api/posts/${row.id}`, { cookie: viewer.cookie })
      expect(response.status).toBe(200)
      const shown = (await response.json()) as { likesCount: number; commentsCount: number }
      expect([shown.likesCount, shown.commentsCount]).toEqual([row.likes, row.comments])
    }
  })
  // Uploaded images are served again after the restart.
  const withImage = ack.posts.find((post) => post.images > 0)
  expect(withImage).toBeDefined()
  const post = (await (await api(`/api/posts/${withImage!.id}`)).json()) as {
    images: { url: string }[]
  }
  const media = await fetch(new URL(post.images[0]!.url, origin()))
  expect(media.status).toBe(200)
  expect(media.headers.get('content-type')).toBe('image/webp')
}

describe('SIGKILL under write load', () => {
  it('keeps every acknowledged write and leaves nothing half-written', async () => {
    server = await startAppProcess(dataDir, port)
    const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signUp(i)))
    const ack: Acknowledged = { posts: [], comments: [], likes: [], interrupted: 0 }

    for (const killPostgres of [false, true]) {
      await loadAndKill(clients, ack, killPostgres)
      server = await startAppProcess(dataDir, port)
      await expectAllAcknowledgedAndWhole(clients, ack)
    }

    // Sessions survive the crashes, and the server takes writes again.
    const after = await api('/api/posts', {
      method: 'POST',
      cookie: clients[0]!.cookie,
      body: JSON.stringify({ content: 'Written after two crashes' }),
    })
    expect(after.status).toBe(201)
  }, 120_000)
})

/** The raw text of the server's live stream, as it arrives. */
async function openLiveStream(cookie: string) {
  const controller = new AbortController()
  const response = await fetch(`${origin()}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  })
  const stream = { text: '', close: () => controller.abort() }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      stream.text += value
    }
  })().catch(() => {}) // aborted
  return stream
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

describe('SIGKILL of the embedded postmaster alone', () => {
  it('restarts PostgreSQL by itself: health 503 until it answers, then sessions, writes and live updates work', async () => {
    server ??= await startAppProcess(dataDir, port)
    const running = server
    const client = await signUp(99)
    const live = await openLiveStream(client.cookie)
    try {
      await waitFor(() => live.text.includes('live.ready'), 'the live stream')
      const killed = postmasterPid(dataDir)
      expect(killed).toBeDefined()
      process.kill(killed!, 'SIGKILL')

      const health: number[] = []
      await waitFor(async () => {
        health.push((await api('/api/health')).status)
        const postmaster = postmasterPid(dataDir)
        return health.at(-1) === 200 && postmaster !== undefined && postmaster !== killed
      }, 'health 200 from a new postmaster')
      expect(health).toContain(503)
      expect(new Set(health)).toEqual(new Set([200, 503]))
      expect(running.child.exitCode).toBeNull()

      // The session written before the kill still signs the member in, and writes go through.
      expect((await api('/api/me', { cookie: client.cookie })).status).toBe(200)
      // The event bus listens again: new posts reach the stream opened before the kill (one
      // published while the listener was still reconnecting is lost, so post until one arrives).
      await waitFor(
        async () => {
          const post = await api('/api/posts', {
            method: 'POST',
            cookie: client.cookie,
            body: JSON.stringify({ content: 'Written after the database came back' }),
          })
          expect(post.status).toBe(201)
          await waitFor(() => live.text.includes('"post.created"'), 'post.created', 2_000).catch(
            () => {},
          )
          return live.text.includes('"post.created"')
        },
        'post.created on the live stream',
        20_000,
      )
    } finally {
      live.close()
    }
  }, 120_000)
})
