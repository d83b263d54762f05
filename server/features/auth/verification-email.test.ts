import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp({ rateLimits: true })

const mailsTo = (address: string) => t.mail.filter((message) => message.to === address).length

const changeEmail = (as: TestUser, newEmail: string) =>
  request(t.app, { method: 'POST', url: '/api/me/email', as, payload: { newEmail } })

describe('POST /api/auth/send-verification-email', () => {
  it('is not served: nothing in the app uses it, so visitors cannot mail members through it', async () => {
    const member = await signUp(t.app)
    for (let i = 0; i < 20; i++) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: member.email, callbackURL: '/' },
      })
      expect(response.statusCode).toBe(404)
    }
    const signedIn = await request(t.app, {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      as: member,
      payload: { email: member.email },
    })
    expect(signedIn.statusCode).toBe(404)
    expect(mailsTo(member.email)).toBe(0)
  })
})

describe('mail to one address is limited, whoever asks', () => {
  it('sends at most 5 email-change links to one address per 30 minutes, across accounts', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const target = `target-${Date.now()}@example.com`
    for (let i = 0; i < 3; i++) expect((await changeEmail(ada, target)).statusCode).toBe(202)
    for (let i = 0; i < 2; i++) expect((await changeEmail(bob, target)).statusCode).toBe(202)
    const refused = await changeEmail(bob, target)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe(
      'Too many attempts. Please wait 30 minutes and try again.',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 60)
    expect(mailsTo(target)).toBe(5)
    // Another address is not affected.
    expect((await changeEmail(bob, `other-${Date.now()}@example.com`)).statusCode).toBe(202)
  })

  it('limits reset requests per client too: 10 per 30 minutes (5 per address: rate-limit.test.ts)', async () => {
    const remoteAddress = '198.51.100.77'
    const reset = (email: string) =>
      request(t.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress,
        payload: { email, redirectTo: '/reset-password' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await reset(`reset${i}@example.com`)).statusCode)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
  })
})
