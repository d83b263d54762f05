import { randomBytes } from 'node:crypto'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp({ rateLimits: true })

/** Each test its own client address, so one test's used-up budget never limits another. */
let addressCounter = 0
const freshAddress = () => `198.51.100.${++addressCounter}`

const randomCookie = () =>
  `better-auth.session_token=${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64')}`

/** The member's own session cookie with one more character of its value percent-encoded. */
function percentEncodedCookie(member: TestUser): string {
  const [name, value] = member.cookie.split(/=(.*)/s) as [string, string]
  const index = value.search(/[A-Za-z0-9]/)
  const char = value.charAt(index)
  const encoded = `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  return `${name}=${value.slice(0, index)}${encoded}${value.slice(index + 1)}`
}

async function postCount(member: TestUser, remoteAddress: string) {
  const response = await request(t.app, { url: '/api/posts?limit=50', as: member, remoteAddress })
  expect(response.statusCode).toBe(200)
  return (response.json() as { items: unknown[] }).items.length
}

/** Paths the router matches to POST /api/posts, whatever the spelling. */
const routedPostPaths = ['/api/posts', '/%61pi/posts', '/%61%70%69/posts', '/api/pos%74s']
/** Spellings the router does not match (case-sensitive, no double decoding, no slash folding). */
const unroutedPostPaths = ['/%2561pi/posts', '/API/posts', '//api/posts', '/api/posts/']

describe('the origin check decides on the route the router matched', () => {
  it('refuses every spelling of a mutating /api route with no Origin or a foreign one', async () => {
    const member = await signUp(t.app)
    const remoteAddress = freshAddress()
    for (const url of routedPostPaths) {
      for (const origin of [undefined, 'https://evil.example', 'null']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { cookie: member.cookie, ...(origin ? { origin } : {}) },
          payload: { content: `csrf via ${url}` },
        })
        expect(response.statusCode, `${url} with origin ${origin}`).toBe(403)
        expect(response.json().error.message).toBe('Missing or untrusted origin')
      }
    }
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/me/profile',
      remoteAddress,
      headers: { cookie: member.cookie },
      payload: { name: 'Hijacked' },
    })
    expect(profile.statusCode).toBe(403)
    const me = await request(t.app, { url: '/api/me', as: member, remoteAddress })
    expect(me.json().name).not.toBe('Hijacked')
    expect(await postCount(member, remoteAddress)).toBe(0)
  })

  it('routes none of the other spellings, so they change nothing', async () => {
    const member = await signUp(t.app)
    const remoteAddress = freshAddress()
    for (const url of unroutedPostPaths) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { cookie: member.cookie },
        payload: { content: 'not routed' },
      })
      expect(response.statusCode, url).toBe(404)
    }
    expect(await postCount(member, remoteAddress)).toBe(0)
  })
})

describe('rate limits that cannot be sidestepped', () => {
  it('(a) keys sign-in on the address when each try sends a random session cookie', async () => {
    const member = await signUp(t.app)
    const remoteAddress = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: { cookie: randomCookie() },
        payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const right = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { cookie: randomCookie() },
      payload: { email: member.email, password: member.password },
    })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('(b) ignores X-Forwarded-For from a client when TRUST_PROXY is not set', async () => {
    const remoteAddress = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { email: `rotate${i}@example.com`, password: 'wrong password' },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])

    const signUps: number[] = []
    const signUpAddress = freshAddress()
    for (let i = 0; i < 6; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: signUpAddress,
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
        payload: { email: `xff${i}@example.com`, password: 'secret123', name: `xff_user_${i}` },
      })
      signUps.push(response.statusCode)
    }
    expect(signUps).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('(c, d) keeps a used-up write budget for an encoded cookie and an encoded /api path', async () => {
    const member = await signUp(t.app)
    const remoteAddress = freshAddress()
    for (let i = 0; i < 300; i++) {
      const response = await request(t.app, {
        method: 'PUT',
        url: '/api/me/about',
        as: member,
        remoteAddress,
        payload: { description: `v${i}` },
      })
      expect(response.statusCode).toBe(200)
    }
    const attempts = [
      { url: '/api/me/about', cookie: percentEncodedCookie(member), remoteAddress },
      // Another address does not help: the budget is the account's.
      { url: '/api/me/about', cookie: member.cookie, remoteAddress: freshAddress() },
      { url: '/%61pi/me/about', cookie: member.cookie, remoteAddress },
      { url: '/%61pi/me/about', cookie: percentEncodedCookie(member), remoteAddress },
    ]
    for (const attempt of attempts) {
      const response = await request(t.app, {
        method: 'PUT',
        url: attempt.url,
        remoteAddress: attempt.remoteAddress,
        headers: { cookie: attempt.cookie },
        payload: { description: 'one more' },
      })
      expect(response.statusCode, JSON.stringify(attempt)).toBe(429)
      expect(response.json().error.code).toBe('rate_limited')
    }
    const posted = await request(t.app, {
      method: 'POST',
      url: '/%61pi/posts',
      as: member,
      remoteAddress,
      payload: { content: 'over budget' },
    })
    expect(posted.statusCode).toBe(429)
    expect(await postCount(member, remoteAddress)).toBe(0)
  })

  it('counts a forged cookie as a visitor of its address, not as a fresh bucket', async () => {
    const remoteAddress = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress,
        headers: { cookie: randomCookie() },
        payload: { email: `forged${i}@example.com`, password: 'secret123', name: `forged_${i}` },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
