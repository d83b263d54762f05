import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { makeImage, makeLargePng } from '@tests/factories/images'
import { uploadAvatar } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const fileOf = (url: string) => path.join(t.uploadsDir, url.replace('/media/', ''))
const saveAvatar = (as: TestUser, avatarUrl: string | null) =>
  request(t.app, { method: 'PATCH', url: '/api/me/profile', as, payload: { avatarUrl } })

describe('POST /api/me/avatar', () => {
  it('stores a WebP of at most 512 px under avatars/{userId}/{timestamp}, not yet on the profile', async () => {
    const ada = await signUp(t.app)
    const response = await uploadAvatar(t.app, ada, {
      data: await makeImage({ width: 900, height: 700, withGps: true }),
    })
    expect(response.statusCode).toBe(201)
    const { avatarUrl } = response.json()
    expect(avatarUrl).toMatch(new RegExp(`^/media/avatars/${ada.id}/\\d+\\.webp$`))
    const meta = await sharp(readFileSync(fileOf(avatarUrl))).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 398, undefined])
    const profile = await request(t.app, { url: `/api/users/${ada.username}` })
    expect(profile.json().avatarUrl).toBeNull()
  })

  it.each([
    ['a GIF', async () => makeGif(), 'image/gif'],
    ['text renamed .jpg', async () => Buffer.from('not an image'), 'image/jpeg'],
  ])('refuses %s with the accepted types', async (_label, make, type) => {
    const ada = await signUp(t.app)
    const response = await uploadAvatar(t.app, ada, { data: await make(), type })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.message).toBe('Please choose a JPEG, PNG or WebP image')
    expect(existsSync(path.join(t.uploadsDir, 'avatars', ada.id))).toBe(false)
  })

  it("refuses a file over 10 MB with 'File too large'", async () => {
    const ada = await signUp(t.app)
    const response = await uploadAvatar(t.app, ada, {
      data: await makeLargePng(11),
      type: 'image/png',
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.message).toBe('File too large')
  })

  it('wants its one file in the `avatar` field, and a signed-in member', async () => {
    const ada = await signUp(t.app)
    const wrongField = await uploadAvatar(t.app, ada, { field: 'photo' })
    expect(wrongField.statusCode).toBe(400)
    const json = await request(t.app, {
      method: 'POST',
      url: '/api/me/avatar',
      as: ada,
      payload: {},
    })
    expect(json.statusCode).toBe(415)
    const visitor = await request(t.app, { method: 'POST', url: '/api/me/avatar', payload: {} })
    expect(visitor.statusCode).toBe(401)
  })
})

describe('saving the avatar on the profile', () => {
  it('accepts only an avatar this member uploaded, and removes the one it replaces', async () => {
    const ada = await signUp(t.app)
    const eve = await signUp(t.app)
    const first = (await uploadAvatar(t.app, ada)).json().avatarUrl
    expect((await saveAvatar(ada, first)).json().avatarUrl).toBe(first)

    const evesOwn = (await uploadAvatar(t.app, eve)).json().avatarUrl
    for (const foreign of [
      evesOwn,
      'https://evil.example/a.png',
      `/media/avatars/${ada.id}/../x.webp`,
    ]) {
      const refused = await saveAvatar(ada, foreign)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.message).toBe('Please upload the avatar again')
    }

    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = (await uploadAvatar(t.app, ada)).json().avatarUrl
    expect((await saveAvatar(ada, second)).statusCode).toBe(200)
    expect(existsSync(fileOf(first))).toBe(false)
    expect(existsSync(fileOf(second))).toBe(true)

    const removed = await saveAvatar(ada, null)
    expect(removed.json().avatarUrl).toBeNull()
    expect(existsSync(fileOf(second))).toBe(false)
  })
})

async function makeGif() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer()
}
