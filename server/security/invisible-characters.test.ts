import { projectTexts } from '@common/projects'
import { texts } from '@common/texts'
import { createProject, uniqueProjectName } from '@tests/factories/projects'
import { request, signUp, TEST_ORIGIN, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'

// Names that look the same must be the same name: zero-width and other invisible code points
// and compatibility forms (fullwidth letters) are normalised away before uniqueness is checked.
const t = useTestApp()
let member: TestUser

beforeAll(async () => {
  member = await signUp(t.app)
})

const ZW = '\u200b'
/** 'ab' in fullwidth letters. */
const fullwidth = (value: string) =>
  [...value].map((char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)).join('')

function signUpAs(username: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email: `${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret123',
      name: username,
    },
  })
}

describe('usernames', () => {
  it('refuses a sign-up that only differs from a taken username by invisible or fullwidth characters', async () => {
    const taken = await signUp(t.app, { username: `alice_app_${process.pid}`.slice(0, 30) })
    const [head, tail] = [taken.username.slice(0, 5), taken.username.slice(5)]
    for (const lookalike of [
      `${head}${ZW}${tail}`,
      `${head}\u2060${tail}\u00ad`,
      fullwidth(taken.username),
    ]) {
      const response = await signUpAs(lookalike)
      expect(response.statusCode, `${JSON.stringify(lookalike)}: ${response.body}`).toBe(409)
      expect(response.json().error.message).toBe(texts.usernameTaken)
      const check = await request(t.app, {
        url: `/api/username-available?username=${encodeURIComponent(lookalike)}`,
      })
      expect(check.json()).toEqual({ available: false, message: texts.usernameTaken })
    }
  })

  it('stores the visible spelling when a username with invisible characters is free', async () => {
    const wanted = `bob${ZW}_${process.pid}`.slice(0, 30)
    const response = await signUpAs(wanted)
    expect(response.statusCode, response.body).toBe(200)
    const username = wanted.replace(ZW, '')
    const profile = await request(t.app, { url: `/api/users/${username}` })
    expect(profile.statusCode).toBe(200)
    expect(profile.json().username).toBe(username)
  })

  it('refuses a username change to a lookalike of a taken one', async () => {
    const taken = await signUp(t.app)
    const lookalike = `${taken.username.slice(0, 4)}${ZW}${taken.username.slice(4)}`
    const response = await request(t.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { username: lookalike },
      as: member,
    })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().error.fields).toEqual({ username: texts.usernameTaken })
  })
})

describe('display names', () => {
  it('drop invisible characters and collapse spaces, keeping emoji whole', async () => {
    const response = await request(t.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { name: `  Ada${ZW}\u00a0\u00a0Love\u2060lace 👩‍💻 ` },
      as: member,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().name).toBe('Ada Lovelace 👩‍💻')
  })

  it('refuse a name made only of invisible characters', async () => {
    const response = await request(t.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { name: `${ZW}\u2060\u00ad` },
      as: member,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toHaveProperty('name')
  })
})

describe('project names', () => {
  it('refuses creating a lookalike of a taken name', async () => {
    const name = uniqueProjectName('AliceApp')
    const original = await createProject(t.app, member, { name })
    const lookalikes = [
      name.replace('Alice', `Alice${ZW}`),
      name.replace('App', `A\u00adpp`),
      name.replace('AliceApp', fullwidth('AliceApp')),
      name.replace('Alice', `Ali\u200dce`),
    ]
    for (const lookalike of lookalikes) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/projects',
        payload: { name: lookalike, tagline: 'Twin' },
        as: member,
      })
      expect(response.statusCode, `${JSON.stringify(lookalike)}: ${response.body}`).toBe(409)
      expect(response.json().error.fields).toEqual({ name: projectTexts.nameTaken })
    }
    expect(original.name).toBe(name)
  })

  it('refuses renaming another project to a lookalike, and stores names without invisibles', async () => {
    const name = uniqueProjectName('Rocket')
    await createProject(t.app, member, { name })
    const other = await createProject(t.app, member, { name: `${uniqueProjectName('Other')}${ZW}` })
    expect(other.name).not.toContain(ZW)
    const response = await request(t.app, {
      method: 'PATCH',
      url: `/api/projects/${other.id}`,
      payload: { name: name.replace('Rocket', `Roc${ZW}ket`) },
      as: member,
    })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().error.fields).toEqual({ name: projectTexts.nameTaken })
  })
})
