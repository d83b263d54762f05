import { profiles, session, user } from '@server/db/schema'
import { cookieFrom, request, signUp, TEST_ORIGIN, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const signIn = (email: string, password: string) =>
  request(t.app, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })

describe('session token', () => {
  it('never appears in a JSON answer: sign-in, get-session and list-sessions', async () => {
    const member = await signUp(t.app)
    const signedIn = await signIn(member.email, member.password)
    expect(signedIn.statusCode).toBe(200)
    const token = decodeURIComponent(
      String(signedIn.headers['set-cookie']).match(/better-auth\.session_token=([^.;]+)/)![1]!,
    )
    expect(signedIn.body).not.toContain(token)
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const answer = await request(t.app, { url, as: member })
      expect(answer.statusCode).toBe(200)
      expect(answer.body.length).toBeGreaterThan(2)
      expect(answer.body).not.toContain('"token"')
      expect(answer.body).not.toContain(token)
    }
    const session = await request(t.app, { url: '/api/auth/get-session', as: member })
    expect(session.json().user.email).toBe(member.email)
  })
})

describe('sign-up', () => {
  it('creates the user and a profile whose name is the normalised username, and signs in', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'grace@example.com', password: 'secret1', name: '  Grace Hopper ' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).not.toHaveProperty('token')
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/better-auth\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.username, 'gracehopper'))
    expect(profile).toMatchObject({ name: 'gracehopper', role: 'member', banned: false })

    const me = await request(t.app, {
      url: '/api/me',
      headers: { cookie: cookieFrom(response.headers['set-cookie']) },
    })
    expect(me.json()).toMatchObject({ username: 'gracehopper', email: 'grace@example.com' })
  })

  it("refuses a taken username (any case) with 'This username already exists' and creates nothing", async () => {
    await signUp(t.app, { username: 'takenname' })
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'other@example.com', password: 'secret1', name: 'Taken Name' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: { code: 'conflict', message: 'This username already exists' },
    })
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'other@example.com'))
    expect(rows).toHaveLength(0)
  })

  it.each([
    ['   ', 'Invalid username'],
    ['no-dashes', 'Username may only contain letters, numbers and underscores'],
    ['settings', 'This username is not available'],
  ])('refuses the username %j with a clear message', async (name, message) => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `bad${Math.random()}@example.com`, password: 'secret1', name },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(message)
  })

  it('refuses a password under 6 characters', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'short@example.com', password: '12345', name: 'shortpw' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Password must be at least 6 characters')
  })
})

describe('sign-in and sign-out', () => {
  it("answers 'Incorrect email or password' alike for a wrong password and an unknown email", async () => {
    const member = await signUp(t.app)
    const wrongPassword = await signIn(member.email, 'not the password')
    const unknownEmail = await signIn('nobody@example.com', 'whatever1')
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Incorrect email or password' },
      })
    }
  })

  it('issues a new session at every sign-in, and sign-out ends it on the server', async () => {
    const member = await signUp(t.app)
    const first = await signIn(member.email, member.password)
    const second = await signIn(member.email, member.password)
    const cookie = cookieFrom(second.headers['set-cookie'])
    expect(cookieFrom(first.headers['set-cookie'])).not.toBe(cookie)

    const out = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie },
    })
    expect(out.statusCode).toBe(200)
    const me = await request(t.app, { url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(401)
    expect(me.json().error.message).toBe('Not authenticated')
  })

  it('rejects a mutation from a foreign or missing origin', async () => {
    const member = await signUp(t.app)
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { origin: 'https://evil.example', cookie: member.cookie },
    })
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: member.cookie },
    })
    expect([foreign.statusCode, missing.statusCode]).toEqual([403, 403])
    const me = await request(t.app, { url: '/api/me', as: member })
    expect(me.statusCode).toBe(200)
  })
})

describe('password reset', () => {
  it('mails a /reset-password link whose token sets a new password and ends old sessions', async () => {
    const member = await signUp(t.app)
    const asked = await request(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.email, redirectTo: '/reset-password' },
    })
    expect(asked.statusCode).toBe(200)
    const message = t.mail.find((m) => m.to === member.email)
    const link = message?.text.match(/https?:\/\/\S+/)?.[0] ?? ''
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token')

    const reset = await request(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand new secret', token },
    })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(member.email, member.password)).statusCode).toBe(401)
    expect((await signIn(member.email, 'brand new secret')).statusCode).toBe(200)
    expect((await request(t.app, { url: '/api/me', as: member })).statusCode).toBe(401)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.mail.length
    const asked = await request(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ghost@example.com', redirectTo: '/reset-password' },
    })
    expect(asked.statusCode).toBe(200)
    expect(t.mail.length).toBe(before)
  })

  it('refuses a made-up token', async () => {
    const reset = await request(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand new secret', token: 'made-up' },
    })
    expect(reset.statusCode).toBe(400)
    expect(reset.json().error.message).toBe('This reset link is invalid or has expired')
  })
})

describe('sessions in the database', () => {
  it('stores sessions server-side so they can be revoked', async () => {
    const member = await signUp(t.app)
    const rows = await t.database.db.select().from(session).where(eq(session.userId, member.id))
    expect(rows.length).toBeGreaterThan(0)
  })
})
