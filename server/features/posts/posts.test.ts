import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Post } from '@common/posts'
import { follows, likes, notifications } from '@server/db/schema'
import { makeImage, makeLargePng } from '@tests/factories/images'
import { multipart } from '@tests/factories/multipart'
import { banDirectly, createPost, reportDirectly } from '@tests/factories/posts'
import { request, signUp, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { and, eq } from 'drizzle-orm'
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

describe('likes and saves', () => {
  it('keeps one like per user under concurrent double-clicks, and counts equal rows', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob }),
      ),
    )
    expect(responses.every((r) => r.statusCode === 200)).toBe(true)
    const rows = await t.database.db.select().from(likes).where(eq(likes.postId, post.id))
    expect(rows).toHaveLength(1)
    const seen = (await request(t.app, { url: `/api/posts/${post.id}`, as: bob })).json()
    expect(seen).toMatchObject({ likesCount: 1, likedByMe: true })

    const unliked = await request(t.app, {
      method: 'DELETE',
      url: `/api/posts/${post.id}/like`,
      as: bob,
    })
    expect(unliked.json()).toEqual({ liked: false, likesCount: 0 })
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob })
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'like')))
    expect(notices).toHaveLength(1)
  })

  it('never notifies you of liking your own post', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: ada })
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post.id))
    expect(notices).toHaveLength(0)
  })

  it('saves and unsaves idempotently, reflected in savedByMe', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    for (let i = 0; i < 2; i++) {
      const saved = await request(t.app, {
        method: 'PUT',
        url: `/api/posts/${post.id}/save`,
        as: ada,
      })
      expect(saved.json()).toEqual({ saved: true })
    }
    expect((await request(t.app, { url: `/api/posts/${post.id}`, as: ada })).json().savedByMe).toBe(
      true,
    )
    await request(t.app, { method: 'DELETE', url: `/api/posts/${post.id}/save`, as: ada })
    expect((await request(t.app, { url: `/api/posts/${post.id}`, as: ada })).json().savedByMe).toBe(
      false,
    )
  })

  it('asks visitors to sign in', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada)
    const response = await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like` })
    expect(response.statusCode).toBe(401)
  })
})

describe('hiding rules', () => {
  it('hides, for a third viewer, posts with 2 reports and posts by banned authors', async () => {
    const [author, reporter1, reporter2, viewer, bannedOne] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const once = await createPost(t.app, author!, { content: 'reported once' })
    const twice = await createPost(t.app, author!, { content: 'reported twice' })
    const byBanned = await createPost(t.app, bannedOne!, { content: 'by a banned author' })
    await reportDirectly(t.database.db, reporter1!.id, 'post', once.id)
    await reportDirectly(t.database.db, reporter1!.id, 'post', twice.id)
    await reportDirectly(t.database.db, reporter2!.id, 'post', twice.id)
    await banDirectly(t.database.db, bannedOne!.id)

    const seenByViewer = (await feedFor(viewer!)).items.map((p) => p.id)
    expect(seenByViewer).toContain(once.id)
    expect(seenByViewer).not.toContain(twice.id)
    expect(seenByViewer).not.toContain(byBanned.id)
    const seenByReporter = (await feedFor(reporter1!)).items.map((p) => p.id)
    expect(seenByReporter).not.toContain(once.id)

    const detail = await request(t.app, { url: `/api/posts/${byBanned.id}`, as: viewer })
    expect(detail.statusCode).toBe(403)
    expect(detail.json().error.code).toBe('banned')
  })
})

describe('feeds and pages', () => {
  it('shows only followed people and yourself in the Following feed', async () => {
    const [me, followed, stranger] = await Promise.all(
      Array.from({ length: 3 }, () => signUp(t.app)),
    )
    await t.database.db.insert(follows).values({ followerId: me!.id, followingId: followed!.id })
    const mine = await createPost(t.app, me!)
    const theirs = await createPost(t.app, followed!)
    const strangers = await createPost(t.app, stranger!)
    const ids = (await feedFor(me!, '&feed=following')).items.map((p) => p.id)
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect(ids).not.toContain(strangers.id)
  })

  it('leaves a followed author out of the Following feed once banned, and lets reports hide', async () => {
    const [me, followed, banned, reporter] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    await t.database.db.insert(follows).values([
      { followerId: me!.id, followingId: followed!.id },
      { followerId: me!.id, followingId: banned!.id },
    ])
    const kept = await createPost(t.app, followed!)
    const reported = await createPost(t.app, followed!)
    const byBanned = await createPost(t.app, banned!)
    await reportDirectly(t.database.db, me!.id, 'post', reported.id)
    await reportDirectly(t.database.db, reporter!.id, 'post', kept.id)
    await banDirectly(t.database.db, banned!.id)
    const ids = (await feedFor(me!, '&feed=following')).items.map((p) => p.id)
    expect(ids).toContain(kept.id)
    expect(ids).not.toContain(reported.id)
    expect(ids).not.toContain(byBanned.id)
  })

  it('pages with keyset cursors: no post twice, none skipped', async () => {
    const author = await signUp(t.app)
    const created = []
    for (let i = 0; i < 7; i++)
      created.push(await createPost(t.app, author, { content: `#pagetest ${i}` }))
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = (
        await request(t.app, { url: `/api/tags/pagetest/posts?limit=3${query}`, as: author })
      ).json()
      seen.push(...page.items.map((p: Post) => p.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(created.map((p) => p.id).reverse())
  })

  it('refuses a forged cursor with 400', async () => {
    const author = await signUp(t.app)
    const forged = Buffer.from("2026-01-01T00:00:00Z|1' or '1'='1").toString('base64url')
    const response = await request(t.app, { url: `/api/posts?cursor=${forged}`, as: author })
    expect(response.statusCode).toBe(400)
  })

  it('builds a feed page in the same number of SQL queries whatever its size', async () => {
    const author = await signUp(t.app)
    for (let i = 0; i < 6; i++)
      await createPost(t.app, author, { content: `count me @${author.username}` })
    const queriesFor = (limit: number) =>
      countQueries(t.database.pool, async () => {
        const response = await request(t.app, { url: `/api/posts?limit=${limit}`, as: author })
        expect(response.json().items).toHaveLength(limit)
      })
    const small = await queriesFor(1)
    const large = await queriesFor(6)
    expect(large).toBe(small)
    expect(large).toBeGreaterThanOrEqual(1)
    expect(large).toBeLessThanOrEqual(3)
  })

  it('keeps the feed for members; visitors can still open a post', async () => {
    const author = await signUp(t.app)
    const post = await createPost(t.app, author)
    expect((await request(t.app, { url: '/api/posts' })).statusCode).toBe(401)
    const visitorView = await request(t.app, { url: `/api/posts/${post.id}` })
    expect(visitorView.statusCode).toBe(200)
    expect(visitorView.json()).toMatchObject({ id: post.id, likedByMe: false })
  })
})
