import { user } from '@server/db/schema'
import { signInAgain } from '@tests/factories/profiles'
import {
  cookieFrom,
  request,
  signUp,
  TEST_ORIGIN,
  type TestUser,
  useTestApp,
} from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const me = (as: TestUser) => request(t.app, { url: '/api/me', as })
const changePassword = (as: TestUser, payload: object) =>
  request(t.app, { method: 'POST', url: '/api/me/password', as, payload })
const changeEmail = (as: TestUser, newEmail: string) =>
  request(t.app, { method: 'POST', url: '/api/me/email', as, payload: { newEmail } })
const emailOf = async (id: string) =>
  (await t.database.db.select().from(user).where(eq(user.id, id)))[0]!.email

describe('POST /api/me/password', () => {
  it('sets the new password, ends the other sessions and keeps this one signed in', async () => {
    const ada = await signUp(t.app)
    const otherBrowser = await signInAgain(t.app, ada)
    expect((await me(otherBrowser)).statusCode).toBe(200)

    const response = await changePassword(ada, {
      currentPassword: ada.password,
      newPassword: 'a brand new secret',
    })
    expect(response.statusCode).toBe(204)
    const fresh = { ...ada, cookie: cookieFrom(response.headers['set-cookie']) }
    expect((await me(fresh)).statusCode).toBe(200)
    expect((await me(otherBrowser)).statusCode).toBe(401)
    expect((await me(ada)).statusCode).toBe(401)
    expect((await signInAgain(t.app, ada)).status).toBe(401)
    expect((await signInAgain(t.app, ada, 'a brand new secret')).status).toBe(200)
  })

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const ada = await signUp(t.app)
    const wrong = await changePassword(ada, { currentPassword: 'not it', newPassword: 'whatever1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toBe('Current password is incorrect')
    const short = await changePassword(ada, { currentPassword: ada.password, newPassword: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toBe('Password must be at least 6 characters')
    expect((await me(ada)).statusCode).toBe(200)
    expect((await signInAgain(t.app, ada)).status).toBe(200)
  })

  it("is not reachable through better-auth's own endpoint", async () => {
    const ada = await signUp(t.app)
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      as: ada,
      payload: { currentPassword: ada.password, newPassword: 'sneaky new one' },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('POST /api/me/email', () => {
  it('mails a link to the new address; the email changes only once it is opened', async () => {
    const ada = await signUp(t.app)
    const newEmail = `new.${ada.email}`
    const response = await changeEmail(ada, `  ${newEmail.toUpperCase()} `)
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ sentTo: newEmail })
    expect(await emailOf(ada.id)).toBe(ada.email)
    expect(t.mail.some((m) => m.to === ada.email)).toBe(false)

    const message = t.mail.find((m) => m.to === newEmail)
    const link = message?.text.match(/https?:\/\/\S+/)?.[0] ?? ''
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true)
    const opened = await request(t.app, { url: link.replace(TEST_ORIGIN, '') })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/settings/account?email=changed')
    expect(await emailOf(ada.id)).toBe(newEmail)
    expect((await me(ada)).json().email).toBe(newEmail)
  })

  it('refuses the current address and an invalid one with the spec texts', async () => {
    const ada = await signUp(t.app)
    const same = await changeEmail(ada, ada.email.toUpperCase())
    expect(same.statusCode).toBe(400)
    expect(same.json().error.message).toBe('Please enter a different email address')
    const invalid = await changeEmail(ada, 'not-an-email')
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.message).toBe('Please enter a valid email address')
  })

  it('answers the same for an address in use, without mailing or changing anything', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const sentBefore = t.mail.length
    const response = await changeEmail(ada, bob.email)
    expect(response.statusCode).toBe(202)
    expect(t.mail.length).toBe(sentBefore)
    expect(await emailOf(ada.id)).toBe(ada.email)
  })

  it('refuses a tampered link', async () => {
    const ada = await signUp(t.app)
    const opened = await request(t.app, {
      url: '/api/auth/verify-email?token=forged&callbackURL=%2Fsettings%2Faccount%3Femail%3Dchanged',
    })
    expect(opened.headers.location).toBe('/settings/account?email=changed&error=INVALID_TOKEN')
    expect(await emailOf(ada.id)).toBe(ada.email)
  })
})
