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
