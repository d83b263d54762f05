import { randomBytes } from 'node:crypto'
import { createTestApp, request, type TestApp } from '@tests/support/app'
import { useTestDatabase } from '@tests/support/test-database'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The machine's Redis (CI's too); TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const database = useTestDatabase()
const nodes: TestApp[] = []
let redis: Redis

beforeAll(async () => {
  redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 })
  await redis.connect().catch((error) => {
    throw new Error(`These tests need Redis at ${redisUrl} (set TEST_REDIS_URL): ${error}`)
  })
})

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()))
  redis?.disconnect()
})

/**
 * An app node with rate limits on, sharing the test database, as behind a load balancer on
 * loopback (inject's socket address) whose X-Forwarded-For names the client.
 */
async function startNode(options: { redis: boolean }) {
  const node = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    config: {
      rateLimits: true,
      redisUrl: options.redis ? redisUrl : undefined,
      trustProxy: ['127.0.0.1'],
    },
  })
  nodes.push(node)
  return node
}

/**
 * A documentation-range IPv6 address no other run shares: counters in Redis outlive a run,
 * so a fixed address would start the next run already limited.
 */
const freshAddress = () =>
  `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`

/**
 * A failed sign-in from `address` (401 until the limit, 429 after), each for a new email: the
 * per-account throttle, also in Redis, must not be what answers 429 here.
 */
function signInAttempt(node: TestApp, address: string) {
  return request(node.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': address },
    payload: { email: `nobody-${randomBytes(6).toString('hex')}@example.com`, password: 'wrong' },
  })
}

describe('rate-limit counters across app nodes', () => {
  it('shares them through Redis when REDIS_URL is set: 10 sign-ins a minute in total, then 429 on any node', async () => {
    const nodeA = await startNode({ redis: true })
    const nodeB = await startNode({ redis: true })
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await signInAttempt(i % 2 === 0 ? nodeA : nodeB, address)).statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(401))

    for (const node of [nodeA, nodeB]) {
      const limited = await signInAttempt(node, address)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('rate_limited')
      const retryAfter = Number(limited.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
    // The count lives in Redis, with the one-minute window as its expiry.
    const key = `makerfolio-rl-POST/api/auth/sign-in/email-write:${address}`
    expect(await redis.get(key)).toBe('12')
    expect(await redis.pttl(key)).toBeGreaterThan(0)

    // Another address is not limited by this one.
    expect((await signInAttempt(nodeB, freshAddress())).statusCode).toBe(401)
  })

  it('keeps them per process without REDIS_URL', async () => {
    const nodeC = await startNode({ redis: false })
    const nodeD = await startNode({ redis: false })
    const address = freshAddress()
    for (const node of [nodeC, nodeD]) {
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) statuses.push((await signInAttempt(node, address)).statusCode)
      expect(statuses).toEqual(Array(10).fill(401))
    }
    expect((await signInAttempt(nodeC, address)).statusCode).toBe(429)
    expect((await signInAttempt(nodeD, address)).statusCode).toBe(429)
    expect(await redis.exists(`makerfolio-rl-POST/api/auth/sign-in/email-write:${address}`)).toBe(0)
  })
})
