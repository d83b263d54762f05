import { profileLinks, profiles } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const patchProfile = (as: TestUser | undefined, payload: object) =>
  request(t.app, { method: 'PATCH', url: '/api/me/profile', as, payload })
const rowOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!

describe('PATCH /api/me/profile', () => {
  it('saves name, bio and location (trimmed; blank clears) and answers the profile', async () => {
    const ada = await signUp(t.app)
    const response = await patchProfile(ada, {
      name: '  Ada Lovelace ',
      bio: ' Maker of engines ',
      location: 'London',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Ada Lovelace',
      bio: 'Maker of engines',
      location: 'London',
      isOwner: true,
    })
    await patchProfile(ada, { location: '   ' })
    expect((await rowOf(ada.id)).location).toBeNull()
  })

  it('only ever changes the signed-in member: there is no id to aim at', async () => {
    const ada = await signUp(t.app)
    const eve = await signUp(t.app)
    const before = await rowOf(ada.id)
    const attempts = await Promise.all([
      patchProfile(eve, { id: ada.id, name: 'Hacked', bio: 'pwned' }),
      request(t.app, {
        method: 'PUT',
        url: '/api/me/about',
        as: eve,
        payload: { description: 'pwned', userId: ada.id },
      }),
      request(t.app, {
        method: 'PUT',
        url: '/api/me/links',
        as: eve,
        payload: { twitter: 'pwned', userId: ada.id },
      }),
    ])
    expect(attempts.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(await rowOf(ada.id)).toEqual(before)
    const adaLinks = await t.database.db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.userId, ada.id))
    expect(adaLinks).toHaveLength(0)
    expect((await rowOf(eve.id)).name).toBe('Hacked')
  })

  it('asks visitors to sign in and refuses banned members', async () => {
    const ada = await signUp(t.app)
    expect((await patchProfile(undefined, { name: 'x' })).statusCode).toBe(401)
    await banDirectly(t.database.db, ada.id)
    const banned = await patchProfile(ada, { name: 'x' })
    expect(banned.statusCode).toBe(403)
    expect((await rowOf(ada.id)).name).toBe(ada.username)
  })

  it('enforces the 160-character bio on the server', async () => {
    const ada = await signUp(t.app)
    expect((await patchProfile(ada, { bio: 'b'.repeat(160) })).statusCode).toBe(200)
    const tooLong = await patchProfile(ada, { bio: 'b'.repeat(161) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toBe('Bio can be at most 160 characters')
    expect((await rowOf(ada.id)).bio).toBe('b'.repeat(160))
  })

  it('requires a name', async () => {
    const ada = await signUp(t.app)
    const response = await patchProfile(ada, { name: '   ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Please enter your name')
  })
})

describe('changing the username', () => {
  it('normalises like sign-up and moves the profile to the new address', async () => {
    const ada = await signUp(t.app)
    const wanted = `New ${ada.username.slice(0, 20)}`
    const response = await patchProfile(ada, { username: wanted })
    const normalised = wanted.toLowerCase().replace(/\s/g, '')
    expect(response.json().username).toBe(normalised)
    expect((await request(t.app, { url: `/api/users/${normalised}` })).statusCode).toBe(200)
    expect((await request(t.app, { url: `/api/users/${ada.username}` })).statusCode).toBe(404)
    expect((await request(t.app, { url: '/api/me', as: ada })).json().username).toBe(normalised)
  })

  it("refuses a taken username in any case with 409 'This username already exists'", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const response = await patchProfile(ada, { username: bob.username.toUpperCase() })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'This username already exists',
      fields: { username: 'This username already exists' },
    })
    expect((await rowOf(ada.id)).username).toBe(ada.username)
  })

  it('keeps your own username when it is sent back unchanged', async () => {
    const ada = await signUp(t.app)
    const response = await patchProfile(ada, { username: ada.username.toUpperCase(), name: 'A' })
    expect(response.statusCode).toBe(200)
  })

  it('lets one of two members racing for a free username have it', async () => {
    const [ada, bob] = await Promise.all([signUp(t.app), signUp(t.app)])
    const wanted = `race_${Date.now()}`
    const responses = await Promise.all([
      patchProfile(ada!, { username: wanted }),
      patchProfile(bob!, { username: wanted }),
    ])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  it.each([
    ['ab', 'Username must be 3 to 30 characters'],
    ['no-dashes', 'Username may only contain letters, numbers and underscores'],
    ['settings', 'This username is not available'],
  ])('refuses %j with the sign-up message', async (username, message) => {
    const ada = await signUp(t.app)
    const response = await patchProfile(ada, { username })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(message)
  })
})

describe('PUT /api/me/about', () => {
  it('saves the About text (max 2,000 characters); blank clears it', async () => {
    const ada = await signUp(t.app)
    const saved = await request(t.app, {
      method: 'PUT',
      url: '/api/me/about',
      as: ada,
      payload: { description: '  I build tools.  ' },
    })
    expect(saved.json()).toEqual({ description: 'I build tools.' })
    expect((await request(t.app, { url: `/api/users/${ada.username}` })).json().description).toBe(
      'I build tools.',
    )
    const tooLong = await request(t.app, {
      method: 'PUT',
      url: '/api/me/about',
      as: ada,
      payload: { description: 'x'.repeat(2001) },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toBe('About can be at most 2,000 characters')
    await request(t.app, {
      method: 'PUT',
      url: '/api/me/about',
      as: ada,
      payload: { description: ' ' },
    })
    expect((await rowOf(ada.id)).description).toBeNull()
  })
})
