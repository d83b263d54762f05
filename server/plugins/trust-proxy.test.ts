import { session } from '@server/db/schema'
import { createTestApp, request, signUp, type TestApp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// One proxy hop in front, as behind a single load balancer (TRUST_PROXY=1).
const behindProxy = useTestApp({ rateLimits: true, trustProxy: 1 })
let direct: TestApp

beforeAll(async () => {
  const { url, db, pool } = behindProxy.database
  direct = await createTestApp({ url, db, pool, config: { rateLimits: true } })
})
afterAll(async () => {
  await direct?.close()
})

async function signInFrom(
  testApp: TestApp | typeof behindProxy,
  email: string,
  password: string,
  socket: string,
  forwardedFor: string,
) {
  return request(testApp.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  })
}

/** The address better-auth stored with the newest session of a member. */
async function sessionAddress(userId: string) {
  const rows = await behindProxy.database.db
    .select({ ip: session.ipAddress, createdAt: session.createdAt })
    .from(session)
    .where(eq(session.userId, userId))
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  return rows[0]?.ip
}

describe('TRUST_PROXY', () => {
  it('with a hop count, keys limits on the client the proxy names and tells better-auth the same', async () => {
    const proxy = '10.0.0.5'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await signInFrom(
        behindProxy,
        `someone${i}@example.com`,
        'wrong password',
        proxy,
        `192.0.2.${i + 1}`,
      )
      statuses.push(response.statusCode)
    }
    // Twelve clients behind one proxy: each has its own 10-a-minute budget.
    expect(statuses).toEqual(Array(12).fill(401))

    const member = await signUp(behindProxy.app)
    const signedIn = await signInFrom(
      behindProxy,
      member.email,
      member.password,
      proxy,
      '198.51.100.1, 203.0.113.50',
    )
    expect(signedIn.statusCode).toBe(200)
    // One hop trusted: the proxy's own entry (the last) is the client, not what the client typed.
    expect(await sessionAddress(member.id)).toBe('203.0.113.50')
  })

  it('unset, believes the socket: a typed X-Forwarded-For reaches neither the limits nor better-auth', async () => {
    const member = await signUp(direct.app)
    const signedIn = await signInFrom(
      direct,
      member.email,
      member.password,
      '192.0.2.200',
      '203.0.113.99',
    )
    expect(signedIn.statusCode).toBe(200)
    expect(await sessionAddress(member.id)).toBe('192.0.2.200')
  })
})
