import { makeModerator, moderate, signUpModerator } from '@tests/factories/moderation'
import { createPost } from '@tests/factories/posts'
import { signInAgain } from '@tests/factories/profiles'
import { createTestApp, request, signUp, type TestApp, type TestUser } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { useTestDatabase } from '@tests/support/test-database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Two app nodes on one database, each keeping session viewers for reads (a minute here, so only
// the database's notices can end an entry): whatever ends or changes a session on node A is
// refused or seen by node B once A's notice has reached B.
const database = useTestDatabase()
let a: TestApp
let b: TestApp

beforeAll(async () => {
  const config = { sessionCacheMs: 60_000 }
  a = await createTestApp({ url: database.url, db: database.db, pool: database.pool, config })
  b = await createTestApp({ url: database.url, db: database.db, pool: database.pool, config })
})

afterAll(async () => {
  await a?.close()
  await b?.close()
})

/** Resolves when `node` hears that the member's sessions changed (rejects after 5 s). */
function noticeOn(node: TestApp, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`no session notice for ${userId}`))
    }, 5000)
    const unsubscribe = node.bus.subscribeSessionChanges({
      changed: (changed) => {
        if (changed !== userId) return
        clearTimeout(timer)
        unsubscribe()
        resolve()
      },
      gap: () => {},
    })
  })
}

const me = (node: TestApp, as: TestUser) => request(node.app, { url: '/api/me', as })

/** A member whose viewer node B keeps (read once there). */
async function keptOnB(): Promise<TestUser> {
  const member = await signUp(a.app)
  expect((await me(b, member)).statusCode).toBe(200)
  return member
}

describe('session viewers kept per node', () => {
  it('answers a repeated read without asking the database who the viewer is', async () => {
    const member = await keptOnB()
    const queries = await countQueries(database.pool, async () => {
      expect((await me(b, member)).statusCode).toBe(200)
    })
    expect(queries).toBe(0)
  })

  it('refuses on node B a session signed out on node A', async () => {
    const member = await keptOnB()
    const noticed = noticeOn(b, member.id)
    const out = await request(a.app, { method: 'POST', url: '/api/auth/sign-out', as: member })
    expect(out.statusCode).toBe(200)
    await noticed
    expect((await me(b, member)).statusCode).toBe(401)
  })

  it('refuses on node B the sessions of a member banned on node A', async () => {
    const member = await keptOnB()
    const moderator = await signUpModerator(a.app, database.db)
    const post = await createPost(a.app, member)
    const noticed = noticeOn(b, member.id)
    expect((await moderate(a.app, moderator, 'ban', 'post', post.id)).statusCode).toBe(200)
    await noticed
    expect((await me(b, member)).statusCode).toBe(401)
  })

  it("refuses on node B a member's other sessions once the password changed on node A", async () => {
    const member = await keptOnB()
    const elsewhere = await signInAgain(a.app, member)
    const noticed = noticeOn(b, member.id)
    const changed = await request(a.app, {
      method: 'POST',
      url: '/api/me/password',
      as: elsewhere,
      payload: { currentPassword: member.password, newPassword: 'a new long password' },
    })
    expect(changed.statusCode).toBe(204)
    await noticed
    expect((await me(b, member)).statusCode).toBe(401)
  })

  it('refuses on node B the session of an account deleted on node A', async () => {
    const member = await keptOnB()
    const noticed = noticeOn(b, member.id)
    const deleted = await request(a.app, {
      method: 'DELETE',
      url: '/api/me',
      as: member,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBe(204)
    await noticed
    expect((await me(b, member)).statusCode).toBe(401)
  })

  it('shows on node B a role and an email changed elsewhere (the admin CLI, a confirmed link)', async () => {
    const member = await keptOnB()
    expect((await request(b.app, { url: '/api/moderation/reports', as: member })).statusCode).toBe(
      403,
    )
    const promoted = noticeOn(b, member.id)
    await makeModerator(database.db, member.id)
    await promoted
    expect((await request(b.app, { url: '/api/moderation/reports', as: member })).statusCode).toBe(
      200,
    )

    const moved = noticeOn(b, member.id)
    const email = `moved-${member.username}@example.com`
    await database.pool.query('update "user" set email = $1 where id = $2', [email, member.id])
    await moved
    expect((await me(b, member)).json().email).toBe(email)
  })

  it('refuses the next request on the same node at once, without waiting for anything', async () => {
    const member = await keptOnB()
    const out = await request(b.app, { method: 'POST', url: '/api/auth/sign-out', as: member })
    expect(out.statusCode).toBe(200)
    expect((await me(b, member)).statusCode).toBe(401)
  })

  it('reads the database while its notices cannot arrive, and keeps viewers again after', async () => {
    const member = await keptOnB()
    b.bus.simulateDisconnect()
    expect(b.bus.isListening).toBe(false)
    // Signed out while node B hears nothing: B must not answer from what it kept.
    await request(a.app, { method: 'POST', url: '/api/auth/sign-out', as: member })
    expect((await me(b, member)).statusCode).toBe(401)

    await waitUntilListening(b)
    const again = await signInAgain(a.app, member)
    expect((await me(b, again)).statusCode).toBe(200)
    const queries = await countQueries(database.pool, async () => {
      expect((await me(b, again)).statusCode).toBe(200)
    })
    expect(queries).toBe(0)
  })
})

/** The bus reconnects by itself after a back-off; this waits for it, checking every few ms. */
async function waitUntilListening(node: TestApp) {
  const deadline = Date.now() + 10_000
  while (!node.bus.isListening) {
    if (Date.now() > deadline) throw new Error('the bus did not reconnect')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
