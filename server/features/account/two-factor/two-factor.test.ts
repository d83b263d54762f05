import { cookieFrom, request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import {
  codeFor,
  freshCode,
  secondStep as secondStepOf,
  signInWithPassword as signInWithPasswordOf,
  staleCode,
  turnOnTwoFactor,
} from '@tests/support/two-factor'
import { URI } from 'otpauth'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const turnOn = (member: TestUser) => turnOnTwoFactor(t.app, member)
const signInWithPassword = (member: TestUser, cookie?: string) =>
  signInWithPasswordOf(t.app, member, { cookie })
const secondStep = (
  challenge: string,
  step: 'verify-totp' | 'verify-backup-code',
  code: string,
  trustDevice = false,
) => secondStepOf(t.app, challenge, step, code, { trustDevice })

const me = (cookie: string) => request(t.app, { url: '/api/me', headers: { cookie } })
const status = async (member: TestUser) =>
  (await request(t.app, { url: '/api/me/two-factor', as: member })).json()

describe('two-factor setup', () => {
  it('asks for the password, then a current code, before it is on', async () => {
    const member = await signUp(t.app)
    expect(await status(member)).toEqual({
      enabled: false,
      name: null,
      enabledAt: null,
      backupCodesLeft: null,
    })

    const wrongPassword = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/setup',
      as: member,
      payload: { password: 'not my password', name: 'Phone' },
    })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().error.fields.password).toBe('Password is incorrect')

    const setup = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/setup',
      as: member,
      payload: { password: member.password, name: '  Pixel 9  ' },
    })
    expect(setup.statusCode).toBe(200)
    const { totpUri, secret, qrCode } = setup.json()
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Makerfolio:/)
    expect(URI.parse(totpUri).secret.base32).toBe(secret)
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg')
    // Not on until a code is confirmed: signing in asks for no code yet.
    expect((await status(member)).enabled).toBe(false)
    expect((await signInWithPassword(member)).body.twoFactorRedirect).toBeUndefined()

    const wrongCode = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: staleCode(totpUri) },
    })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.json().error.fields.code).toMatch(/not correct/)
    expect((await status(member)).enabled).toBe(false)

    const confirm = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: codeFor(totpUri) },
    })
    expect(confirm.statusCode).toBe(200)
    const { backupCodes } = confirm.json()
    expect(backupCodes).toHaveLength(10)
    expect(new Set(backupCodes).size).toBe(10)
    member.cookie = cookieFrom(confirm.headers['set-cookie'])

    const on = await status(member)
    expect(on).toMatchObject({ enabled: true, name: 'Pixel 9', backupCodesLeft: 10 })
    // Shown once: confirming again hands out nothing.
    const again = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: codeFor(totpUri) },
    })
    expect(again.statusCode).toBe(409)
    expect(again.body).not.toContain(backupCodes[0])
  })

  it('refuses codes that are not 6 digits with a clear message', async () => {
    const member = await signUp(t.app)
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      as: member,
      payload: { code: '12ab' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.code).toMatch(/6 digits/)
  })
})

describe('signing in with two-factor on', () => {
  it('asks for a code after the password; a backup code works once', async () => {
    const member = await signUp(t.app)
    const { totpUri, backupCodes } = await turnOn(member)

    const first = await signInWithPassword(member)
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    // The password alone gives no session.
    expect((await me(first.cookie)).statusCode).toBe(401)

    const wrong = await secondStep(first.cookie, 'verify-totp', staleCode(totpUri))
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.message).toMatch(/not correct/)
    const right = await secondStep(first.cookie, 'verify-totp', freshCode(totpUri))
    expect(right.statusCode).toBe(200)
    expect(right.body).not.toContain('"token"')
    expect((await me(cookieFrom(right.headers['set-cookie']))).json().email).toBe(member.email)

    const second = await signInWithPassword(member)
    const backup = await secondStep(second.cookie, 'verify-backup-code', backupCodes[0]!)
    expect(backup.statusCode).toBe(200)
    expect((await me(cookieFrom(backup.headers['set-cookie']))).statusCode).toBe(200)
    expect((await status(member)).backupCodesLeft).toBe(9)

    const third = await signInWithPassword(member)
    const reused = await secondStep(third.cookie, 'verify-backup-code', backupCodes[0]!)
    expect(reused.statusCode).toBe(401)
    expect(reused.json().error.message).toMatch(/works only once/)
    const other = await secondStep(third.cookie, 'verify-backup-code', backupCodes[1]!)
    expect(other.statusCode).toBe(200)
  })

  it('locks the account’s codes after 10 wrong ones in a row, the right code too', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOn(member)
    const right = freshCode(totpUri)
    for (let challenge = 0; challenge < 2; challenge++) {
      const { cookie } = await signInWithPassword(member)
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await secondStep(cookie, 'verify-totp', staleCode(totpUri))
        expect(wrong.statusCode).toBe(401)
      }
      // A challenge allows five codes; then the password is needed again.
      expect((await secondStep(cookie, 'verify-totp', right)).statusCode).toBe(429)
    }
    const { cookie } = await signInWithPassword(member)
    const locked = await secondStep(cookie, 'verify-totp', right)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.message).toMatch(/15 minutes/)
  })

  it('skips the code for 30 days on a trusted browser', async () => {
    const member = await signUp(t.app)
    const { totpUri } = await turnOn(member)
    const { cookie } = await signInWithPassword(member)
    const verified = await secondStep(cookie, 'verify-totp', freshCode(totpUri), true)
    const trust = (verified.headers['set-cookie'] as string[]).find((line) =>
      line.startsWith('better-auth.trust_device='),
    )
    expect(trust).toMatch(/Max-Age=2592000/)
    const trusted = await signInWithPassword(member, cookieFrom(trust))
    expect(trusted.body.twoFactorRedirect).toBeUndefined()
    expect((await me(trusted.cookie)).statusCode).toBe(200)
    // Another browser still gets the code screen.
    expect((await signInWithPassword(member)).body.twoFactorRedirect).toBe(true)
  })
})

describe('backup codes and turning off', () => {
  it('new backup codes replace the old ones', async () => {
    const member = await signUp(t.app)
    const { backupCodes: old } = await turnOn(member)
    const wrong = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/backup-codes',
      as: member,
      payload: { password: 'nope nope nope' },
    })
    expect(wrong.statusCode).toBe(400)
    const fresh = await request(t.app, {
      method: 'POST',
      url: '/api/me/two-factor/backup-codes',
      as: member,
      payload: { password: member.password },
    })
    expect(fresh.statusCode).toBe(200)
    const { backupCodes } = fresh.json()
    expect(backupCodes).toHaveLength(10)
    const { cookie } = await signInWithPassword(member)
    expect((await secondStep(cookie, 'verify-backup-code', old[0]!)).statusCode).toBe(401)
    expect((await secondStep(cookie, 'verify-backup-code', backupCodes[0])).statusCode).toBe(200)
  })

  it('needs the password and a code; a mistyped password spends no backup code', async () => {
    const member = await signUp(t.app)
    const { totpUri, backupCodes } = await turnOn(member)
    const disable = (payload: object) =>
      request(t.app, { method: 'POST', url: '/api/me/two-factor/disable', as: member, payload })

    const badPassword = await disable({ password: 'wrong wrong', code: backupCodes[0] })
    expect(badPassword.statusCode).toBe(400)
    expect(badPassword.json().error.fields.password).toBeDefined()
    const badCode = await disable({ password: member.password, code: staleCode(totpUri) })
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().error.fields.code).toBeDefined()
    expect(await status(member)).toMatchObject({ enabled: true, backupCodesLeft: 10 })

    const off = await disable({ password: member.password, code: backupCodes[0] })
    expect(off.statusCode).toBe(204)
    member.cookie = cookieFrom(off.headers['set-cookie'])
    // The member hears of both changes by email.
    const subjects = t.mail.filter((m) => m.to === member.email).map((m) => m.subject)
    expect(subjects).toEqual([
      'Two-factor authentication is on for your Makerfolio account',
      'Two-factor authentication was turned off on your Makerfolio account',
    ])
    expect((await status(member)).enabled).toBe(false)
    expect((await me(member.cookie)).statusCode).toBe(200)
    const plain = await signInWithPassword(member)
    expect(plain.body.twoFactorRedirect).toBeUndefined()
    expect((await disable({ password: member.password, code: '123456' })).statusCode).toBe(400)
  })
})
