import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp({ rateLimits: true })

describe('rate limits on auth', () => {
  it('answers 429 with a readable message after 10 sign-in attempts a minute', async () => {
    const member = await signUp(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: member.email, password: 'wrong password' },
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(response.json().error).toMatchObject({ code: 'rate_limited' })
        expect(response.json().error.message).toMatch(/Too many attempts/)
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('limits password reset requests', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'someone@example.com', redirectTo: '/reset-password' },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('rate limits per route class', () => {
  it('allows 5 sign-ups per 30 minutes per address and says when to retry', async () => {
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 6; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '203.0.113.9',
        payload: { email: `burst${i}@example.com`, password: 'secret123', name: `burst_user_${i}` },
      })
      statuses.push(response.statusCode)
      retryAfter = response.headers['retry-after'] as string | undefined
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })

  it('limits writes per account: 300 per 5 minutes', async () => {
    const member = await signUp(t.app)
    let last = 0
    for (let i = 0; i < 301; i++) {
      const response = await request(t.app, {
        method: 'PUT',
        url: '/api/me/about',
        as: member,
        payload: { description: `v${i}` },
      })
      last = response.statusCode
      if (i < 300) expect(response.statusCode).toBe(200)
    }
    expect(last).toBe(429)
    const read = await request(t.app, { url: '/api/me', as: member })
    expect(read.statusCode).toBe(200)
  })
})
