import type { ModerationQueueItem } from '@common/moderation'
import type { Notification } from '@common/notifications'
import type { Page } from '@common/pagination'
import type { PostVersion } from '@common/post-edits'
import type { Post } from '@common/posts'
import { makeImage } from '@tests/factories/images'
import { makeModerator, report } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'

const t = useTestApp()
let author: TestUser
let reader: TestUser

beforeAll(async () => {
  author = await signUp(t.app)
  reader = await signUp(t.app)
})

const edit = (as: TestUser | undefined, postId: string, payload: unknown) =>
  request(t.app, { method: 'PATCH', url: `/api/posts/${postId}`, as, payload: payload as object })
const versions = async (postId: string, as?: TestUser) => {
  const response = await request(t.app, { url: `/api/posts/${postId}/versions`, as })
  expect(response.statusCode).toBe(200)
  return (response.json() as Page<PostVersion>).items
}
const readPost = async (postId: string, as: TestUser = reader) =>
  (await request(t.app, { url: `/api/posts/${postId}`, as })).json() as Post
const mentionsOf = async (member: TestUser, postId: string) => {
  const response = await request(t.app, { url: '/api/notifications', as: member })
  return (response.json().items as Notification[]).filter(
    (item) => item.type === 'mention' && item.postId === postId,
  )
}
const tagged = async (tag: string) => {
  const response = await request(t.app, { url: `/api/tags/${tag}/posts`, as: reader })
  return (response.json().items as Post[]).map((post) => post.id)
}

describe('editing a post', () => {
  it('changes the text, marks the post edited and keeps the earlier text for anyone', async () => {
    const post = await createPost(t.app, author, { content: 'First try at a launch post' })
    expect(post.editedAt).toBeNull()
    const response = await edit(author, post.id, { content: 'Launch post, take two' })
    expect(response.statusCode).toBe(200)
    const edited = response.json() as Post
    expect(edited.content).toBe('Launch post, take two')
    expect(edited.editedAt).not.toBeNull()
    expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(post.createdAt))

    expect(await readPost(post.id)).toMatchObject({
      content: 'Launch post, take two',
      editedAt: edited.editedAt,
    })
    // Visitors too: history is as public as the post.
    const history = await versions(post.id)
    expect(history).toEqual([
      {
        content: 'Launch post, take two',
        alt: [],
        writtenAt: edited.editedAt,
        isCurrent: true,
      },
      {
        content: 'First try at a launch post',
        alt: [],
        writtenAt: post.createdAt,
        isCurrent: false,
      },
    ])
  })

  it('changes alt texts but never the images, and wants one alt text per image', async () => {
    const post = await createPost(t.app, author, {
      content: 'Two screenshots',
      images: [await makeImage(), await makeImage()],
      alt: ['old one', 'old two'],
    })
    const mismatched = await edit(author, post.id, { content: 'Two screenshots', alt: ['x'] })
    expect(mismatched.statusCode).toBe(400)
    expect(mismatched.json().error.message).toBe('Give one alt text per image of the post')
    expect((await readPost(post.id)).editedAt).toBeNull()

    const response = await edit(author, post.id, {
      content: 'Two screenshots',
      alt: ['The dashboard', 'The pricing page'],
    })
    expect(response.statusCode).toBe(200)
    const edited = response.json() as Post
    expect(edited.images.map((image) => image.alt)).toEqual(['The dashboard', 'The pricing page'])
    expect(edited.images.map((image) => image.url)).toEqual(post.images.map((image) => image.url))
    expect((await versions(post.id))[1]?.alt).toEqual(['old one', 'old two'])
  })

  it('refuses bad input with a clear error and changes nothing', async () => {
    const post = await createPost(t.app, author, { content: 'Stays as it is' })
    const cases: [unknown, string][] = [
      [{ content: '   ' }, 'Please add some content or images'],
      [{ content: 'x'.repeat(5001) }, 'Posts can be at most 5,000 characters'],
      [{}, ''],
      [{ content: 42 }, ''],
    ]
    for (const [payload, message] of cases) {
      const response = await edit(author, post.id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      if (message) expect(response.body).toContain(message)
    }
    expect(await readPost(post.id)).toMatchObject({ content: 'Stays as it is', editedAt: null })
    expect(await versions(post.id)).toHaveLength(1)
  })

  it('lets only its author edit: 401 visitor, 403 member, moderator and banned author, 404 missing', async () => {
    const post = await createPost(t.app, author, { content: 'Mine alone' })
    const moderator = await signUp(t.app)
    await makeModerator(t.database.db, moderator.id)
    expect((await edit(undefined, post.id, { content: 'x' })).statusCode).toBe(401)
    expect((await edit(reader, post.id, { content: 'x' })).statusCode).toBe(403)
    expect((await edit(moderator, post.id, { content: 'x' })).statusCode).toBe(403)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await edit(author, missing, { content: 'x' })).statusCode).toBe(404)
    const banned = await signUp(t.app)
    const bannedPost = await createPost(t.app, banned, { content: 'Before the ban' })
    await banDirectly(t.database.db, banned.id)
    expect((await edit(banned, bannedPost.id, { content: 'x' })).statusCode).toBe(403)
    expect((await readPost(post.id)).content).toBe('Mine alone')
  })

  it('saving the same text writes no version and does not mark the post edited', async () => {
    const post = await createPost(t.app, author, { content: 'Unchanged' })
    expect((await edit(author, post.id, { content: ' Unchanged ' })).json().editedAt).toBeNull()
    expect(await versions(post.id)).toHaveLength(1)
  })

  it('notifies members mentioned for the first time, once, and moves the post between tag pages', async () => {
    const first = await signUp(t.app)
    const second = await signUp(t.app)
    const post = await createPost(t.app, author, {
      content: `Thanks @${first.username} #oldtag`,
    })
    expect(await mentionsOf(first, post.id)).toHaveLength(1)
    expect(await tagged('oldtag')).toContain(post.id)

    await edit(author, post.id, {
      content: `Thanks @${first.username} and @${second.username} #newtag`,
    })
    expect(await mentionsOf(first, post.id)).toHaveLength(1)
    expect(await mentionsOf(second, post.id)).toHaveLength(1)
    expect(await tagged('oldtag')).not.toContain(post.id)
    expect(await tagged('newtag')).toContain(post.id)

    // Mentioned again after being dropped: still the one notification.
    await edit(author, post.id, { content: 'Thanks everyone #newtag' })
    await edit(author, post.id, { content: `Thanks @${second.username} #newtag` })
    expect(await mentionsOf(second, post.id)).toHaveLength(1)
    expect((await readPost(post.id)).mentions.users).toEqual([second.username])
    expect(await versions(post.id)).toHaveLength(4)
  })

  it('pages through a long history, newest first', async () => {
    const post = await createPost(t.app, author, { content: 'v0' })
    for (let i = 1; i <= 4; i++) await edit(author, post.id, { content: `v${i}` })
    const first = await request(t.app, { url: `/api/posts/${post.id}/versions?limit=2` })
    const page1 = first.json() as Page<PostVersion>
    expect(page1.items.map((v) => v.content)).toEqual(['v4', 'v3', 'v2'])
    const second = await request(t.app, {
      url: `/api/posts/${post.id}/versions?limit=2&cursor=${page1.nextCursor}`,
    })
    const page2 = second.json() as Page<PostVersion>
    expect(page2.items.map((v) => v.content)).toEqual(['v1', 'v0'])
    expect(page2.nextCursor).toBeNull()
  })

  it('shows moderators a reported post as it was reported and as it is now', async () => {
    const moderator = await signUp(t.app)
    await makeModerator(t.database.db, moderator.id)
    const post = await createPost(t.app, author, { content: 'Buy followers cheap at spam.example' })
    const untouched = await createPost(t.app, author, { content: 'Reported, never edited' })
    const reporter = await signUp(t.app)
    expect((await report(t.app, reporter, 'post', post.id)).statusCode).toBe(200)
    expect((await report(t.app, reporter, 'post', untouched.id)).statusCode).toBe(200)
    await edit(author, post.id, { content: 'Just a normal launch post' })
    await edit(author, post.id, { content: 'A normal launch post, really' })

    // Its author still edits it while it waits for review; history shows every text.
    expect(await versions(post.id, author)).toHaveLength(3)
    const queue = await request(t.app, { url: '/api/moderation/reports?limit=50', as: moderator })
    const items = queue.json().items as ModerationQueueItem[]
    const item = items.find((entry) => entry.id === post.id)
    expect(item?.preview).toMatchObject({
      text: 'A normal launch post, really',
      reportedText: 'Buy followers cheap at spam.example',
    })
    const other = items.find((entry) => entry.id === untouched.id)
    expect(other?.preview).toMatchObject({ text: 'Reported, never edited', reportedText: null })
  })
})
