import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

/** Asks for a reset link and returns the token it carries. */
async function resetToken(member: TestUser): Promise<string> {
  const before = t.mail.length
  const asked = await request(t.app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: member.email, redirectTo: '/reset-password' },
  })
  expect(asked.statusCode).toBe(200)
  const link = t.mail
    .slice(before)
    .find((m) => m.to === member.email)
    ?.text.match(/https?:\S+/)
  return new URL(link?.[0] ?? '').searchParams.get('token') ?? ''
}

const reset = (token: string, newPassword: string) =>
  request(t.app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  })

const signIn = (member: TestUser, password: string) =>
  request(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password },
  })

function expectDeadLink(response: Awaited<ReturnType<typeof reset>>) {
  expect(response.statusCode).toBe(400)
  expect(response.json().error.message).toBe('This reset link is invalid or has expired')
}

describe('reset links end when the password changes', () => {
  it('an older link no longer works once a newer one was used', async () => {
    const member = await signUp(t.app)
    const older = await resetToken(member)
    const newer = await resetToken(member)
    expect(older).not.toBe(newer)

    expect((await reset(newer, 'chosen with the newer link')).statusCode).toBe(200)
    expectDeadLink(await reset(older, 'chosen with the older link'))
    expect((await signIn(member, 'chosen with the older link')).statusCode).toBe(401)
    expect((await signIn(member, 'chosen with the newer link')).statusCode).toBe(200)
  })

  it('a link mailed before a password change no longer works after it', async () => {
    const member = await signUp(t.app)
    const token = await resetToken(member)
    const changed = await request(t.app, {
      method: 'POST',
      url: '/api/me/password',
      as: member,
      payload: { currentPassword: member.password, newPassword: 'changed in settings' },
    })
    expect(changed.statusCode).toBe(204)

    expectDeadLink(await reset(token, 'chosen with the old link'))
    expect((await signIn(member, 'chosen with the old link')).statusCode).toBe(401)
    expect((await signIn(member, 'changed in settings')).statusCode).toBe(200)
  })

  it("leaves other members' links working", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const bobsToken = await resetToken(bob)
    expect((await reset(await resetToken(ada), 'ada resets hers')).statusCode).toBe(200)
    expect((await reset(bobsToken, 'bob resets his')).statusCode).toBe(200)
    expect((await signIn(bob, 'bob resets his')).statusCode).toBe(200)
  })
})
