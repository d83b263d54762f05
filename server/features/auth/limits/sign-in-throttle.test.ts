import { randomBytes } from 'node:crypto'
import {
  createTestApp,
  request,
  signUp,
  type TestApp,
  type TestUser,
  useTestApp,
} from '@tests/support/app'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

const t = useTestApp({ rateLimits: true })
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const nodes: TestApp[] = []

afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()))
})

/** Every try from a new address and a new random cookie: only the account stays the same. */
let addressCounter = 0
function signIn(app: FastifyInstance, email: string, password: string) {
  addressCounter += 1
  return request(app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `192.0.2.${addressCounter % 250}`,
    headers: {
      cookie: `better-auth.session_token=${randomBytes(24).toString('base64url')}`,
      'x-forwarded-for': `203.0.113.${addressCounter % 250}`,
    },
    payload: { email, password },
  })
}

async function failTimes(app: FastifyInstance, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(app, email, 'wrong password')
    expect(response.statusCode).toBe(401)
  }
}

describe('per-account sign-in throttle', () => {
  it('refuses the right password after 10 failures in 15 minutes, whatever the address, until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const member = await signUp(t.app)
    // The email is normalised: its case does not make a new account key.
    const capitalised = member.email.charAt(0).toUpperCase() + member.email.slice(1)
    const spellings = [member.email, member.email.toUpperCase(), capitalised]
    for (let i = 0; i < 10; i++) {
      const response = await signIn(t.app, spellings[i % 3] as string, 'wrong password')
      expect(response.statusCode).toBe(401)
    }
    const refused = await signIn(t.app, member.email, member.password)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['set-cookie']).toBeUndefined()
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    // Another account is not affected.
    const other = await signUp(t.app)
    expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200)

    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    const after = await signIn(t.app, member.email, member.password)
    expect(after.statusCode).toBe(200)
  })

  it('starts again after a successful sign-in', async () => {
    const member = await signUp(t.app)
    await failTimes(t.app, member.email, 9)
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200)
    await failTimes(t.app, member.email, 9)
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200)
  })

  it('answers the same for an address with no account', async () => {
    await failTimes(t.app, 'nobody-here@example.com', 10)
    const response = await signIn(t.app, 'nobody-here@example.com', 'wrong password')
    expect(response.statusCode).toBe(429)
    expect(response.json().error.message).toMatch(/Too many failed sign-ins for this account/)
  })

  it('holds across app nodes through Redis when REDIS_URL is set', async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    await redis.connect().catch((error) => {
      throw new Error(`This test needs Redis at ${redisUrl} (set TEST_REDIS_URL): ${error}`)
    })
    redis.disconnect()
    const config = { rateLimits: true, redisUrl }
    const database = { url: t.database.url, db: t.database.db, pool: t.database.pool }
    for (let i = 0; i < 2; i++) nodes.push(await createTestApp({ ...database, config }))
    const [nodeA, nodeB] = nodes as [TestApp, TestApp]
    // A fresh account per run (counters in Redis outlive the test database), signed up on the
    // in-memory node: a sign-up counted in Redis would limit the next runs' sign-ups.
    const member: TestUser = await signUp(t.app)
    await failTimes(nodeA.app, member.email, 5)
    await failTimes(nodeB.app, member.email, 5)
    for (const node of [nodeA, nodeB]) {
      expect((await signIn(node.app, member.email, member.password)).statusCode).toBe(429)
    }
  })
})
