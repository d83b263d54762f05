import { user, verification } from '@server/db/schema'
import { signInAgain } from '@tests/factories/profiles'
import { request, signUp, TEST_ORIGIN, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const me = (as: TestUser) => request(t.app, { url: '/api/me', as })
const emailOf = async (id: string) =>
  (await t.database.db.select().from(user).where(eq(user.id, id)))[0]!.email

/** Asks to move `member` to `newEmail` and returns the path of the link mailed there. */
async function changeLink(member: TestUser, newEmail: string): Promise<string> {
  const before = t.mail.length
  const asked = await request(t.app, {
    method: 'POST',
    url: '/api/me/email',
    as: member,
    payload: { newEmail },
  })
  expect(asked.statusCode).toBe(202)
  const link = t.mail
    .slice(before)
    .find((m) => m.to === newEmail)
    ?.text.match(/https?:\S+/)
  expect(link).toBeTruthy()
  return link![0]!.replace(TEST_ORIGIN, '')
}

const open = (link: string, as?: TestUser) => request(t.app, { url: link, as })

describe('confirming an email change', () => {
  it('ends the other sessions and keeps the browser that opened the link signed in', async () => {
    const ada = await signUp(t.app)
    const otherBrowser = await signInAgain(t.app, ada)
    const newEmail = `moved.${ada.email}`
    const link = await changeLink(ada, newEmail)
    expect((await me(otherBrowser)).statusCode).toBe(200)

    const opened = await open(link, ada)
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/settings/account?email=changed')
    expect((await me(ada)).json().email).toBe(newEmail)
    expect((await me(otherBrowser)).statusCode).toBe(401)
  })

  it('opened where nobody is signed in (a phone), the browser that asked stays signed in', async () => {
    const ada = await signUp(t.app)
    const otherBrowser = await signInAgain(t.app, ada)
    const newEmail = `phone.${ada.email}`
    const opened = await open(await changeLink(ada, newEmail))
    expect(opened.headers.location).toBe('/settings/account?email=changed')
    expect(await emailOf(ada.id)).toBe(newEmail)
    expect((await me(ada)).json().email).toBe(newEmail)
    expect((await me(otherBrowser)).statusCode).toBe(401)
  })

  it('a browser that asked for a change whose link expired is not kept', async () => {
    const ada = await signUp(t.app)
    const asker = await signInAgain(t.app, ada)
    await changeLink(asker, `first.${ada.email}`)
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, ada.id))
    const opened = await open(await changeLink(ada, `second.${ada.email}`))
    expect(opened.headers.location).toBe('/settings/account?email=changed')
    expect((await me(ada)).statusCode).toBe(200)
    expect((await me(asker)).statusCode).toBe(401)
  })

  it('a second account confirming the same address is sent back with a readable error', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const wanted = `wanted.${ada.username}@example.com`
    const adasLink = await changeLink(ada, wanted)
    const bobsLink = await changeLink(bob, wanted)

    expect((await open(adasLink, ada)).headers.location).toBe('/settings/account?email=changed')
    const second = await open(bobsLink, bob)
    expect(second.statusCode).toBe(302)
    expect(second.headers.location).toBe('/settings/account?email=changed&error=EMAIL_TAKEN')
    expect(await emailOf(ada.id)).toBe(wanted)
    expect(await emailOf(bob.id)).toBe(bob.email)
    expect((await me(bob)).statusCode).toBe(200)
  })

  it('two accounts confirming the same address at once: one gets it, the other the error', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const wanted = `race.${ada.username}@example.com`
    const links = [await changeLink(ada, wanted), await changeLink(bob, wanted)]
    const [forAda, forBob] = await Promise.all([open(links[0]!, ada), open(links[1]!, bob)])

    const locations = [forAda.headers.location, forBob.headers.location].sort()
    expect(locations).toEqual([
      '/settings/account?email=changed',
      '/settings/account?email=changed&error=EMAIL_TAKEN',
    ])
    const adaLost = String(forAda.headers.location).includes('error')
    expect(await emailOf(ada.id)).toBe(adaLost ? ada.email : wanted)
    expect(await emailOf(bob.id)).toBe(adaLost ? wanted : bob.email)
  })
})
