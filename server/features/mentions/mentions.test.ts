import { projects } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

describe('mention suggestions', () => {
  it('suggests people and projects, prefix matches first, never banned people or yourself', async () => {
    const me = await signUp(t.app, { username: 'zed_me' })
    await signUp(t.app, { username: 'xbuilder' })
    const prefixed = await signUp(t.app, { username: 'builder_one' })
    const banned = await signUp(t.app, { username: 'builder_banned' })
    await banDirectly(t.database.db, banned.id)
    await t.database.db.insert(projects).values([
      { userId: prefixed.id, name: 'Builder Kit', tagline: 'Kits' },
      { userId: prefixed.id, name: 'My Builder', tagline: 'Mine' },
    ])
    const response = await request(t.app, { url: '/api/mentions?q=build', as: me })
    const body = response.json()
    expect(body.users.map((u: { username: string }) => u.username)).toEqual([
      'builder_one',
      'xbuilder',
    ])
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual([
      'Builder Kit',
      'My Builder',
    ])
  })

  it('caps each kind at 5 and treats % and _ literally', async () => {
    const me = await signUp(t.app)
    for (let i = 0; i < 7; i++) await signUp(t.app, { username: `capped_${i}` })
    const capped = (await request(t.app, { url: '/api/mentions?q=capped', as: me })).json()
    expect(capped.users).toHaveLength(5)
    const underscore = (await request(t.app, { url: '/api/mentions?q=d_', as: me })).json()
    expect(underscore.users.every((u: { username: string }) => u.username.includes('d_'))).toBe(
      true,
    )
  })

  it('refuses anything but word characters, and visitors', async () => {
    const me = await signUp(t.app)
    expect((await request(t.app, { url: '/api/mentions?q=a%25', as: me })).statusCode).toBe(400)
    expect((await request(t.app, { url: '/api/mentions?q=abc' })).statusCode).toBe(401)
  })
})
