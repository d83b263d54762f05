import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { PostImage } from '@common/posts'
import { posts } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import sharp from 'sharp'
import { thumbHashToAverageRGBA, thumbHashToRGBA } from 'thumbhash'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

/** A 3000x2000 camera-like JPEG: orange with noise, and EXIF GPS that must not survive. */
async function photo() {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .linear([1, 0.6, 0.2], [90, 0, 0])
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer()
}

const fileOf = (url: string) => path.join(t.uploadsDir, url.replace('/media/', ''))

async function readBack(url: string) {
  const meta = await sharp(fileOf(url)).metadata()
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }
}

describe('post image variants', () => {
  it('stores a full (2048 px) and a feed-sized (640 px) WebP and a placeholder that decodes', async () => {
    const ada = await signUp(t.app)
    const input = await photo()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const post = await createPost(t.app, ada, { images: [input], alt: ['A workbench'] })
    const image = post.images[0]!
    expect(image).toMatchObject({ width: 2048, height: 1365, feedWidth: 640, alt: 'A workbench' })
    expect(image.url).toMatch(new RegExp(`^/media/posts/${ada.id}/\\d+_0\\.webp$`))
    expect(image.feedUrl).toBe(image.url.replace(/\.webp$/, '_feed.webp'))

    expect(await readBack(image.url)).toEqual({
      format: 'webp',
      width: 2048,
      height: 1365,
      exif: undefined,
    })
    expect(await readBack(image.feedUrl)).toEqual({
      format: 'webp',
      width: 640,
      height: 427,
      exif: undefined,
    })

    const hash = Buffer.from(image.placeholder!, 'base64')
    expect(hash.length).toBeLessThan(40)
    const decoded = thumbHashToRGBA(hash)
    expect(decoded.w / decoded.h).toBeCloseTo(1.5, 0)
    // The photo is orange on average (red high, blue low): so is its placeholder.
    const average = thumbHashToAverageRGBA(hash)
    expect(average.r).toBeGreaterThan(0.6)
    expect(average.b).toBeLessThan(0.35)
    expect(average.a).toBe(1)

    // The detail page and the feed both carry the same image fields.
    const detail = (await request(t.app, { url: `/api/posts/${post.id}`, as: ada })).json()
    expect(detail.images[0]).toEqual(image)
    const served = await request(t.app, { url: image.feedUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('turns a sideways portrait upright before sizing both variants', async () => {
    const ada = await signUp(t.app)
    const sideways = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#204080' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const [image] = (await createPost(t.app, ada, { images: [sideways] })).images
    expect(image).toMatchObject({ width: 1536, height: 2048, feedWidth: 640 })
    expect(await readBack(image!.feedUrl)).toMatchObject({ width: 640, height: 853 })
  })

  it('serves a small image as its own feed image, with one file on disk', async () => {
    const ada = await signUp(t.app)
    const [image] = (
      await createPost(t.app, ada, { images: [await makeImage({ width: 500, height: 300 })] })
    ).images
    expect(image).toMatchObject({ width: 500, height: 300, feedWidth: 500 })
    expect(image!.feedUrl).toBe(image!.url)
    expect(image!.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(readdirSync(path.join(t.uploadsDir, 'posts', ada.id))).toHaveLength(1)
  })

  it('falls back to the full image and no placeholder for images stored before variants', async () => {
    const ada = await signUp(t.app)
    const [row] = await t.database.db
      .insert(posts)
      .values({
        userId: ada.id,
        content: 'from before',
        images: [{ key: '', url: '/media/old.webp', width: 1200, height: 800, alt: 'Old' }],
      })
      .returning({ id: posts.id })
    const detail = (await request(t.app, { url: `/api/posts/${row!.id}`, as: ada })).json()
    expect(detail.images).toEqual([
      {
        url: '/media/old.webp',
        width: 1200,
        height: 800,
        alt: 'Old',
        feedUrl: '/media/old.webp',
        feedWidth: 1200,
        placeholder: null,
      } satisfies PostImage,
    ])
  })

  it('deletes every variant with the post', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada, { images: [await photo(), await photo()] })
    const files = post.images.flatMap((image) => [fileOf(image.url), fileOf(image.feedUrl)])
    expect(new Set(files).size).toBe(4)
    for (const file of files) expect(existsSync(file)).toBe(true)
    const response = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      as: ada,
    })
    expect(response.statusCode).toBe(204)
    for (const file of files) expect(existsSync(file)).toBe(false)
    expect(readdirSync(path.join(t.uploadsDir, 'posts', ada.id))).toEqual([])
  })

  it('deletes every variant with the account', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada, { images: [await photo()] })
    const feedFile = fileOf(post.images[0]!.feedUrl)
    expect(existsSync(feedFile)).toBe(true)
    const response = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(response.statusCode).toBe(204)
    expect(existsSync(feedFile)).toBe(false)
    expect(existsSync(fileOf(post.images[0]!.url))).toBe(false)
  })
})
