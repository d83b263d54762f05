import { user } from '@server/db/schema'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp({ rateLimits: true })

/** A sign-up from the client address `from` (each test uses its own). */
const signUpFrom = (from: string, payload: { email: string; name: string }) =>
  request(t.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: from,
    payload: { ...payload, password: 'correct horse battery' },
  })

const accountsWith = async (email: string) =>
  (await t.database.db.select().from(user).where(eq(user.email, email))).length

describe('sign-up and member emails (decision 014)', () => {
  it('tells a client at most 3 times a day that an email is taken, then refuses every sign-up from it', async () => {
    const member = await signUp(t.app)
    for (let i = 0; i < 3; i++) {
      const taken = await signUpFrom('198.51.100.1', { email: member.email, name: `probe_${i}` })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error.message).toBe('An account with this email already exists')
    }

    const free = await signUpFrom('198.51.100.1', { email: 'free@example.com', name: 'free_one' })
    expect(free.statusCode).toBe(429)
    expect(Number(free.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60)
    expect(free.json().error.message).toBe(
      'Too many sign-up attempts for existing accounts. Please log in, or try again in 24 hours.',
    )
    const takenAgain = await signUpFrom('198.51.100.1', { email: member.email, name: 'probe_4' })
    expect(takenAgain.statusCode).toBe(429)
    expect(await accountsWith('free@example.com')).toBe(0)

    const elsewhere = await signUpFrom('198.51.100.2', {
      email: 'free@example.com',
      name: 'free_two',
    })
    expect(elsewhere.statusCode).toBe(200)
  })

  it("keeps the spec's username check, which does not spend that budget", async () => {
    const member = await signUp(t.app)
    for (let i = 0; i < 4; i++) {
      const response = await signUpFrom('198.51.100.3', {
        email: `other${i}@example.com`,
        name: member.username.toUpperCase(),
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toBe('This username already exists')
    }
  })
})
