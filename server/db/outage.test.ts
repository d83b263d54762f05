import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from './client'
import { startEmbeddedPostgres } from './embedded'
import { runMigrations } from './migrate'

let dataDir: string
let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>
let database: Database
let testApp: TestApp

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-outage-test-'))
  await chmod(dataDir, 0o755)
  postgres = await startEmbeddedPostgres({ dataDir })
  await runMigrations(postgres.url)
  database = createDatabase(postgres.url)
  testApp = await createTestApp({ url: postgres.url, db: database.db, pool: database.pool })
})

afterAll(async () => {
  await testApp?.close()
  await database?.close()
  await postgres?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('database outage', () => {
  it('answers 503 while the database is down and recovers by itself when it returns', async () => {
    const member = await signUp(testApp.app)
    await postgres.stop()

    const health = await request(testApp.app, { url: '/api/health' })
    expect(health.statusCode).toBe(503)
    const started = Date.now()
    const feed = await request(testApp.app, { url: '/api/users/anyone', as: member })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(feed.statusCode).toBe(503)
    expect(feed.json().error).toEqual({
      code: 'unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    })

    postgres = await startEmbeddedPostgres({ dataDir })
    await waitUntil(
      async () => (await request(testApp.app, { url: '/api/health' })).statusCode === 200,
    )
    const me = await request(testApp.app, { url: '/api/me', as: member })
    expect(me.statusCode).toBe(200)
    await waitUntil(async () => testApp.bus.isListening)
  })

  it('answers 503 with Retry-After on every auth route and never claims a sign-out it did not do', async () => {
    const member = await signUp(testApp.app)
    await postgres.stop()

    const calls = [
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: member.email, password: member.password },
      },
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'new_down@example.com',
          password: 'correct horse battery',
          name: 'new_down',
        },
      },
      { method: 'GET', url: '/api/auth/get-session', as: member },
      { method: 'GET', url: '/api/auth/list-sessions', as: member },
      {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: member.email, redirectTo: '/reset-password' },
      },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'abc', newPassword: 'another good password' },
      },
      { method: 'POST', url: '/api/auth/sign-out', payload: {}, as: member },
    ] as const
    for (const call of calls) {
      const response = await request(testApp.app, call)
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(503)
      expect(response.headers['retry-after'], call.url).toBe('5')
      expect(response.json().error.code, call.url).toBe('unavailable')
      // The browser keeps its cookie: nothing was ended.
      expect(String(response.headers['set-cookie'] ?? ''), call.url).not.toMatch(/Max-Age=0/)
    }

    postgres = await startEmbeddedPostgres({ dataDir })
    await waitUntil(
      async () => (await request(testApp.app, { url: '/api/health' })).statusCode === 200,
    )
    // The session the failed sign-out could not end still works, and now ends for real.
    expect((await request(testApp.app, { url: '/api/me', as: member })).statusCode).toBe(200)
    const signOut = await request(testApp.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      as: member,
    })
    expect(signOut.json()).toEqual({ success: true })
    expect((await request(testApp.app, { url: '/api/me', as: member })).statusCode).toBe(401)
  })

  it('answers 503 with Retry-After, never 500, when no pooled connection frees up in time', async () => {
    const member = await signUp(testApp.app)
    // One connection, held by an open transaction: every other query waits, then gives up.
    const busy = createDatabase(postgres.url, { max: 1, connectionTimeoutMillis: 300 })
    const busyApp = await createTestApp({ url: postgres.url, db: busy.db, pool: busy.pool })
    const held = await busy.pool.connect()
    try {
      await held.query('BEGIN')
      const calls = [
        { url: '/api/me', as: member },
        { url: '/api/health' },
        { method: 'POST', url: '/api/posts', payload: { content: 'waiting' }, as: member },
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: member.email, password: member.password },
        },
      ] as const
      for (const call of calls) {
        const response = await request(busyApp.app, call)
        expect(response.statusCode, `${call.url}: ${response.body}`).toBe(503)
        expect(response.headers['retry-after'], call.url).toBe('5')
      }
    } finally {
      await held.query('ROLLBACK')
      held.release()
      await busyApp.close()
      await busy.close()
    }
  })
})
