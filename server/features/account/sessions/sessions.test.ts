import type { AddressInfo } from 'node:net'
import { session } from '@server/db/schema'
import {
  cookieFrom,
  createTestApp,
  request,
  signUp,
  type TestApp,
  type TestUser,
} from '@tests/support/app'
import { useTestDatabase } from '@tests/support/test-database'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeUserAgent } from './service'

// Two app nodes on one database, each keeping session viewers for reads for a minute (so only
// the database's notices can end them), listening on real ports for live streams.
const database = useTestDatabase()
let a: TestApp & { base: string }
let b: TestApp & { base: string }

async function node() {
  const app = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    config: { sessionCacheMs: 60_000 },
  })
  await app.app.listen({ port: 0, host: '127.0.0.1' })
  return { ...app, base: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` }
}

beforeAll(async () => {
  a = await node()
  b = await node()
})
afterAll(async () => {
  await a?.close()
  await b?.close()
})

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** Another browser of the same member, signed in on node A. */
async function signInFrom(member: TestUser, userAgent: string): Promise<TestUser> {
  const response = await request(a.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: member.password },
    headers: { 'user-agent': userAgent },
  })
  expect(response.statusCode).toBe(200)
  return { ...member, cookie: cookieFrom(response.headers['set-cookie']) }
}

type Listed = { id: string; browser: string; os: string; current: boolean; lastActiveAt: string }
const list = async (node: TestApp, as: TestUser) => {
  const response = await request(node.app, { url: '/api/me/sessions', as })
  expect(response.statusCode).toBe(200)
  return (response.json() as { sessions: Listed[] }).sessions
}
const me = (node: TestApp, as: TestUser) => request(node.app, { url: '/api/me', as })

/** Opens the live stream; `ended` resolves when the server closes it. */
async function openStream(node: { base: string }, as: TestUser) {
  const response = await fetch(`${node.base}/api/events`, { headers: { cookie: as.cookie } })
  const reader = response.body!.getReader()
  const first = await reader.read()
  expect(new TextDecoder().decode(first.value)).toContain('live.ready')
  const state = { closed: false }
  const ended = (async () => {
    while (!(await reader.read()).done) {}
    state.closed = true
  })()
  return { state, ended, cancel: () => reader.cancel() }
}

describe('the sessions list', () => {
  it('names browser and system, marks this device first, and shows only mine', async () => {
    const member = await signUp(a.app)
    await signInFrom(member, chromeOnWindows)
    await signInFrom(member, safariOnIphone)
    const stranger = await signUp(a.app)

    const sessions = await list(a, member)
    expect(sessions).toHaveLength(3)
    expect(sessions[0]).toMatchObject({ current: true })
    expect(sessions.slice(1).every((s) => !s.current)).toBe(true)
    const names = sessions.map((s) => `${s.browser} on ${s.os}`)
    expect(names).toContain('Chrome 156 on Windows 10')
    expect(names).toContain('Safari 18 on iOS 18')
    expect((await list(a, stranger)).map((s) => s.id)).not.toContain(sessions[1]!.id)
    expect(JSON.stringify(sessions)).not.toMatch(/token/i)
  })

  it('says when a session was last active, to the hour', async () => {
    const member = await signUp(a.app)
    const [current] = await list(a, member)
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
    await database.db
      .update(session)
      .set({ updatedAt: twoHoursAgo, createdAt: twoHoursAgo })
      .where(eq(session.id, current!.id))
    // The next request refreshes it (writes go to the database, not the kept viewer).
    await request(a.app, { method: 'POST', url: '/api/me/sessions/end-others', as: member })
    const [after] = await list(a, member)
    expect(Date.now() - new Date(after!.lastActiveAt).getTime()).toBeLessThan(60_000)
  })

  it('describes unknown or missing user agents plainly', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: 'unknown system' })
    expect(describeUserAgent('curl/8.5.0').os).toBe('unknown system')
  })
})

describe('ending sessions', () => {
  it('ends another browser at once on every node, and closes its live stream', async () => {
    const member = await signUp(a.app)
    const laptop = await signInFrom(member, chromeOnWindows)
    // Node B keeps the laptop's viewer and holds its live stream, and one of this browser.
    expect((await me(b, laptop)).statusCode).toBe(200)
    const laptopStream = await openStream(b, laptop)
    const ownStream = await openStream(b, member)
    const laptopId = (await list(a, member)).find((s) => !s.current)!.id

    const ended = await request(a.app, {
      method: 'DELETE',
      url: `/api/me/sessions/${laptopId}`,
      as: member,
    })
    expect(ended.statusCode).toBe(204)
    await laptopStream.ended
    expect(ownStream.state.closed).toBe(false)
    expect((await me(b, laptop)).statusCode).toBe(401)
    expect((await me(b, member)).statusCode).toBe(200)
    expect((await list(a, member)).map((s) => s.id)).not.toContain(laptopId)
    await ownStream.cancel()
  })

  it('refuses this session, another member’s and a missing one, changing nothing', async () => {
    const member = await signUp(a.app)
    const other = await signUp(a.app)
    const [own] = await list(a, member)
    const [theirs] = await list(a, other)
    const end = (id: string) =>
      request(a.app, { method: 'DELETE', url: `/api/me/sessions/${id}`, as: member })

    const current = await end(own!.id)
    expect(current.statusCode).toBe(400)
    expect(current.json().error.message).toBe('To end this session, log out')
    expect((await end(theirs!.id)).statusCode).toBe(404)
    expect((await end('no-such-session')).statusCode).toBe(404)
    expect((await me(a, other)).statusCode).toBe(200)
    expect((await me(a, member)).statusCode).toBe(200)
  })

  it('signs out of every other browser, on every node, keeping this one', async () => {
    const member = await signUp(a.app)
    const phone = await signInFrom(member, safariOnIphone)
    const laptop = await signInFrom(member, chromeOnWindows)
    expect((await me(b, phone)).statusCode).toBe(200)
    const phoneStream = await openStream(b, phone)

    const response = await request(a.app, {
      method: 'POST',
      url: '/api/me/sessions/end-others',
      as: member,
    })
    expect(response.json()).toEqual({ ended: 2 })
    await phoneStream.ended
    expect((await me(b, phone)).statusCode).toBe(401)
    expect((await me(b, laptop)).statusCode).toBe(401)
    expect((await me(b, member)).statusCode).toBe(200)
    const [{ count }] = (
      await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from session where user_id = ${member.id}`,
      )
    ).rows as [{ count: number }]
    expect(count).toBe(1)
  })
})
