import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Post } from '@common/posts'
import { notifications } from '@server/db/schema'
import { makeImage, makeLargePng } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { createPost } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const feedFor = async (viewer: Awaited<ReturnType<typeof signUp>>, query = '') =>
  (await request(t.app, { url: `/api/posts?limit=50${query}`, as: viewer })).json() as {
    items: Post[]
    nextCursor: string | null
  }

describe('creating posts', () => {
  it('stores text with its mentions and hashtags, and shows it in the Everyone feed', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada, {
      content: `  Hello @${bob.username} and @nobody_here #Launch #launch  `,
    })
    expect(post).toMatchObject({
      content: `Hello @${bob.username} and @nobody_here #Launch #launch`,
      author: { id: ada.id, username: ada.username },
      mentions: { users: [bob.username], projects: [] },
      hashtags: ['launch'],
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      savedByMe: false,
    })
    const feed = await feedFor(bob)
    expect(feed.items.map((item) => item.id)).toContain(post.id)
  })

  it("refuses an empty post with 'Please add some content or images'", async () => {
    const ada = await signUp(t.app)
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      as: ada,
      payload: { content: '   ' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Please add some content or images')
  })

  it('refuses text over 5,000 characters', async () => {
    const ada = await signUp(t.app)
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      as: ada,
      payload: { content: 'x'.repeat(5001) },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Posts can be at most 5,000 characters')
  })

  it('re-encodes images to WebP under {userId}/{timestamp}_{index}, with alt text and no EXIF GPS', async () => {
    const ada = await signUp(t.app)
    const images = [
      await makeImage({ width: 80, height: 60, withGps: true }),
      await makeImage({ format: 'png' }),
    ]
    const post = await createPost(t.app, ada, {
      content: 'pics',
      images,
      alt: ['A sunset', 'A chart'],
    })
    expect(post.images).toHaveLength(2)
    expect(post.images[0]).toMatchObject({ width: 80, height: 60, alt: 'A sunset' })
    expect(post.images[1]?.alt).toBe('A chart')
    for (const [index, image] of post.images.entries()) {
      expect(image.url).toMatch(new RegExp(`^/media/posts/${ada.id}/\\d+_${index}\\.webp$`))
      const file = readFileSync(path.join(t.uploadsDir, image.url.replace('/media/', '')))
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
    }
  })

  it('rejects a non-image renamed .png and stores nothing', async () => {
    const ada = await signUp(t.app)
    const body = await multipart({ content: 'x' }, [
      {
        field: 'images',
        name: 'evil.png',
        type: 'image/png',
        data: Buffer.from('not an image at all'),
      },
    ])
    const response = await request(t.app, { method: 'POST', url: '/api/posts', as: ada, ...body })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.message).toBe('Only image files are allowed')
    expect(existsSync(path.join(t.uploadsDir, 'posts', ada.id))).toBe(false)
  })

  it("rejects a 12 MB image with 413 'File too large'", async () => {
    const ada = await signUp(t.app)
    const big = await makeLargePng(12)
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024)
    const body = await multipart({ content: 'big' }, [
      { field: 'images', name: 'big.png', type: 'image/png', data: big },
    ])
    const response = await request(t.app, { method: 'POST', url: '/api/posts', as: ada, ...body })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.message).toBe('File too large')
  })

  it('rejects 5 images with the spec text', async () => {
    const ada = await signUp(t.app)
    const image = await makeImage()
    const files = Array.from({ length: 5 }, (_, i) => ({
      field: 'images',
      name: `${i}.jpg`,
      type: 'image/jpeg',
      data: image,
    }))
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      as: ada,
      ...(await multipart({}, files)),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('You can upload up to 4 images per post')
    expect(existsSync(path.join(t.uploadsDir, 'posts', ada.id))).toBe(false)
  })

  it('notifies mentioned users once, never the author', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada, {
      content: `@${bob.username} @${bob.username} @${ada.username}`,
    })
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post.id))
    expect(rows.map((row) => [row.userId, row.type])).toEqual([[bob.id, 'mention']])
  })
})

describe('deleting posts', () => {
  it('lets only the author delete, and removes the images too', async () => {
    const ada = await signUp(t.app)
    const eve = await signUp(t.app)
    const post = await createPost(t.app, ada, { images: [await makeImage()] })
    const file = path.join(t.uploadsDir, post.images[0]!.url.replace('/media/', ''))
    expect(existsSync(file)).toBe(true)

    const byOther = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      as: eve,
    })
    expect(byOther.statusCode).toBe(403)
    const byAuthor = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      as: ada,
    })
    expect(byAuthor.statusCode).toBe(204)
    expect(existsSync(file)).toBe(false)
    const after = await request(t.app, { url: `/api/posts/${post.id}`, as: ada })
    expect(after.statusCode).toBe(404)
    expect(after.json().error.message).toBe('Post not found')
  })
})
