import { makeImage } from '@tests/factories/images'
import { createPost } from '@tests/factories/posts'
import { uploadAvatar } from '@tests/factories/profiles'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { type S3TestServer, startS3Server } from '@tests/support/s3-server'
import { useTestDatabase } from '@tests/support/test-database'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { S3Storage } from './s3-storage'

let s3: S3TestServer
let storage: S3Storage

beforeAll(async () => {
  s3 = await startS3Server()
  storage = new S3Storage(s3.settings)
})

afterAll(async () => {
  storage?.close()
  await s3?.stop()
})

/** What a browser gets from the object's public address. */
async function fetchPublic(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

describe('S3Storage against an S3-compatible server', () => {
  it('uploads with type and cache headers, served byte for byte at the public address', async () => {
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))
    const key = `posts/u${unique()}/1_0.webp`
    const stored = await storage.put(key, body, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=3600',
    })
    expect(stored).toEqual({ key, url: `${s3.settings.publicUrl}/${key}` })
    const served = await fetchPublic(stored.url)
    expect(served.status).toBe(200)
    expect(served.contentType).toBe('image/webp')
    expect(served.cacheControl).toBe('public, max-age=3600')
    expect(served.body.equals(body)).toBe(true)
  })

  it('deletes one object, and deleting a missing one is not an error', async () => {
    const key = `avatars/u${unique()}/1.webp`
    const { url } = await storage.put(key, Buffer.from('gone soon'), { contentType: 'image/webp' })
    await storage.delete(key)
    expect((await fetchPublic(url)).status).toBe(404)
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('deletes everything under a folder and nothing in a folder that shares its first letters', async () => {
    const user = `u${unique()}`
    const doomed = [`posts/${user}/1_0.webp`, `posts/${user}/1_1.webp`, `posts/${user}/2_0.webp`]
    const kept = `posts/${user}0/1_0.webp`
    for (const key of [...doomed, kept]) {
      await storage.put(key, Buffer.from(key), { contentType: 'image/webp' })
    }
    await storage.deletePrefix(`posts/${user}/`)
    for (const key of doomed) expect((await fetchPublic(storage.urlFor(key))).status).toBe(404)
    expect((await fetchPublic(storage.urlFor(kept))).body.toString()).toBe(kept)
    // An empty folder is fine too (an account that never uploaded).
    await expect(storage.deletePrefix(`avatars/${user}/`)).resolves.toBeUndefined()
  })

  it('refuses unsafe keys and prefixes before calling the store', async () => {
    await expect(
      storage.put('../escape.webp', Buffer.from('x'), { contentType: 'image/webp' }),
    ).rejects.toThrow(/Unsafe storage key/)
    await expect(storage.delete('posts/../x')).rejects.toThrow(/Unsafe storage key/)
    await expect(storage.deletePrefix('posts')).rejects.toThrow(/ending in \//)
  })
})

describe('S3 settings from the environment', () => {
  it('selects S3 when S3_BUCKET is set, path-style with its own endpoint', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/unused',
      AUTH_SECRET: 'x',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'http://127.0.0.1:9000/media',
      forcePathStyle: true,
    })
  })

  it('defaults to AWS virtual-host addresses, honours S3_PUBLIC_URL, and is off without a bucket', () => {
    const base = { DATA_DIR: '/tmp/unused', AUTH_SECRET: 'x' }
    const aws = loadConfig({ ...base, S3_BUCKET: 'media', S3_REGION: 'eu-west-3' }).s3
    expect(aws).toMatchObject({
      publicUrl: 'https://media.s3.eu-west-3.amazonaws.com',
      forcePathStyle: false,
      accessKeyId: undefined,
    })
    const cdn = loadConfig({ ...base, S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example/' })
    expect(cdn.s3?.publicUrl).toBe('https://cdn.example')
    expect(loadConfig(base).s3).toBeUndefined()
  })

  it('fails at start-up on half-given keys or a malformed address', () => {
    const base = { DATA_DIR: '/tmp/unused', AUTH_SECRET: 'x', S3_BUCKET: 'media' }
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    )
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) address/,
    )
  })
})

describe('the app with S3 storage', () => {
  const database = useTestDatabase()
  let node: TestApp

  beforeAll(async () => {
    node = await createTestApp({
      url: database.url,
      db: database.db,
      pool: database.pool,
      config: { s3: s3.settings },
    })
  })

  afterAll(async () => {
    await node?.close()
  })

  it('stores avatars and post images in the bucket, links to them there, and removes them with the account', async () => {
    const ada = await signUp(node.app)
    const upload = await uploadAvatar(node.app, ada)
    expect(upload.statusCode).toBe(201)
    const { avatarUrl } = upload.json()
    expect(avatarUrl).toMatch(
      new RegExp(`^${s3.settings.publicUrl}/avatars/${ada.id}/\\d+\\.webp$`),
    )
    const avatar = await fetchPublic(avatarUrl)
    expect(avatar.contentType).toBe('image/webp')
    expect(avatar.cacheControl).toBe('public, max-age=31536000, immutable')
    expect((await sharp(avatar.body).metadata()).format).toBe('webp')
    // The profile accepts the bucket address as this member's own upload.
    const saved = await request(node.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      as: ada,
      payload: { avatarUrl },
    })
    expect(saved.statusCode).toBe(200)

    const post = await createPost(node.app, ada, { images: [await makeImage()] })
    const imageUrl = post.images[0]?.url ?? ''
    expect(imageUrl.startsWith(`${s3.settings.publicUrl}/posts/${ada.id}/`)).toBe(true)
    expect((await fetchPublic(imageUrl)).status).toBe(200)
    // Nothing is served from the app's own /media when the files live in the bucket.
    const local = await request(node.app, {
      url: imageUrl.replace(s3.settings.publicUrl, '/media'),
    })
    expect(local.statusCode).toBe(404)
    // Pages may show images from the bucket, even over plain http.
    const csp = String(local.headers['content-security-policy'])
    expect(csp).toContain(`img-src 'self' data: blob: https: ${new URL(avatarUrl).origin}`)

    const deleted = await request(node.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBe(204)
    expect((await fetchPublic(avatarUrl)).status).toBe(404)
    expect((await fetchPublic(imageUrl)).status).toBe(404)
  })
})
