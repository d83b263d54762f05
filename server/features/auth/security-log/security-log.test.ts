import { securityEvents, user } from '@server/db/schema'
import { cookieFrom, request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { URI } from 'otpauth'
import { describe, expect, it } from 'vitest'

// The security log and its mails (issue 18 §5): each change to how an account signs in is
// listed in settings, newest first, and mailed to the member.

const t = useTestApp()

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const CHROME_MAC_NEWER = CHROME_MAC.replace('156.0.0.0', '157.0.0.0')
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

type Entry = { kind: string; detail: string | null }
const logOf = async (member: TestUser, query = '') => {
  const response = await request(t.app, { url: `/api/me/security-log${query}`, as: member })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: Entry[]; nextCursor: string | null }
}
const mailsTo = (email: string, subject: string) =>
  t.mail.filter((m) => m.to === email && m.subject.includes(subject))

async function signInFrom(member: TestUser, userAgent: string) {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password },
  })
  expect(response.statusCode, response.body).toBe(200)
  return cookieFrom(response.headers['set-cookie'])
}

describe('security log', () => {
  it('mails and lists a sign-in from a device (browser and system) the account never used', async () => {
    const member = await signUp(t.app)
    // The sign-up's own browser is the first device: nothing to report.
    expect((await logOf(member)).items).toEqual([])
    await signInFrom(member, CHROME_MAC)
    // A newer version of the same browser on the same system is the same device.
    await signInFrom(member, CHROME_MAC_NEWER)
    await signInFrom(member, FIREFOX_LINUX)
    await signInFrom(member, FIREFOX_LINUX)
    expect((await logOf(member)).items).toEqual([
      expect.objectContaining({ kind: 'new_device', detail: 'Firefox on Linux' }),
      expect.objectContaining({ kind: 'new_device', detail: 'Chrome on macOS' }),
    ])
    expect(mailsTo(member.email, 'New sign-in from Firefox on Linux')).toHaveLength(1)
    expect(mailsTo(member.email, 'New sign-in from Chrome on macOS')).toHaveLength(1)
  })

  it('mails and lists a password change, and pages newest first', async () => {
    const member = await signUp(t.app)
    for (const newPassword of ['second password!', 'third password!!']) {
      const changed = await request(t.app, {
        method: 'POST',
        url: '/api/me/password',
        as: member,
        payload: { currentPassword: member.password, newPassword },
      })
      expect(changed.statusCode, changed.body).toBe(204)
      member.password = newPassword
      member.cookie = cookieFrom(changed.headers['set-cookie'])
    }
    expect(mailsTo(member.email, 'Password changed')).toHaveLength(2)
    const first = await logOf(member, '?limit=1')
    expect(first.items).toEqual([expect.objectContaining({ kind: 'password_changed' })])
    expect(first.nextCursor).toBeTruthy()
    const second = await logOf(member, `?limit=1&cursor=${first.nextCursor}`)
    expect(second.items).toEqual([expect.objectContaining({ kind: 'password_changed' })])
    expect(second.nextCursor).toBeNull()
    const bad = await request(t.app, { url: '/api/me/security-log?cursor=nope', as: member })
    expect(bad.statusCode).toBe(400)
  })

  it('mails the old and the new address when the email changed', async () => {
    const member = await signUp(t.app)
    const newEmail = `moved_${member.username}@example.com`.slice(-60)
    const before = t.mail.length
    await request(t.app, {
      method: 'POST',
      url: '/api/me/email',
      as: member,
      payload: { newEmail },
    })
    const link = t.mail
      .slice(before)
      .find((m) => m.to === newEmail)
      ?.text.match(/https?:\S+/)?.[0]
    expect(link).toBeTruthy()
    const opened = await request(t.app, { url: new URL(link!).pathname + new URL(link!).search })
    expect(opened.statusCode).toBe(302)
    expect((await logOf(member)).items[0]).toMatchObject({
      kind: 'email_changed',
      detail: newEmail,
    })
    expect(mailsTo(member.email, `Email changed to ${newEmail}`)).toHaveLength(1)
    expect(mailsTo(newEmail, `Email changed to ${newEmail}`)).toHaveLength(1)
  })

  it('lists two-factor turned on and off (mailed by the two-factor hook, once each)', async () => {
    const member = await signUp(t.app)
    const setup = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/setup',
      as: member,
      payload: { password: member.password, name: 'Phone' },
    })
    expect(setup.statusCode, setup.body).toBe(200)
    const otp = URI.parse((setup.json() as { totpUri: string }).totpUri)
    const confirm = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: otp.generate() },
    })
    expect(confirm.statusCode, confirm.body).toBe(200)
    member.cookie = cookieFrom(confirm.headers['set-cookie'])
    expect((await logOf(member)).items[0]).toMatchObject({ kind: 'two_factor_enabled' })
    const off = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/disable',
      as: member,
      // The app's next code: the one that turned it on is spent (RFC 6238 §5.2).
      payload: {
        password: member.password,
        code: otp.generate({ timestamp: Date.now() + 30_000 }),
      },
    })
    expect(off.statusCode, off.body).toBe(204)
    // better-auth replaces this browser's session on both steps.
    member.cookie = cookieFrom(off.headers['set-cookie']) || member.cookie
    expect((await logOf(member)).items.map((item) => item.kind)).toEqual([
      'two_factor_disabled',
      'two_factor_enabled',
    ])
    expect(
      t.mail.filter((m) => m.to === member.email && /two-factor/i.test(m.subject)),
    ).toHaveLength(2)
  })

  it('shows each member only their own log, and goes with the account', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await signInFrom(ada, FIREFOX_LINUX)
    expect((await logOf(bob)).items).toEqual([])
    const anonymous = await request(t.app, { url: '/api/me/security-log' })
    expect(anonymous.statusCode).toBe(401)
    await t.database.db.delete(user).where(eq(user.id, ada.id))
    const left = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, ada.id))
    expect(left).toEqual([])
  })
})
