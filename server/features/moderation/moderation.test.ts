import type { ModerationHistoryItem, ModerationQueueItem } from '@common/moderation'
import { projects } from '@server/db/schema'
import {
  moderate,
  report,
  signUpModerator as signUpModeratorWith,
} from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const signUpModerator = () => signUpModeratorWith(t.app, t.database.db)
const queueFor = async (moderator: TestUser, query = 'limit=50') =>
  (await request(t.app, { url: `/api/moderation/reports?${query}`, as: moderator })).json() as {
    items: ModerationQueueItem[]
    nextCursor: string | null
  }
const act = (moderator: TestUser, action: string, type: string, id: string) =>
  moderate(t.app, moderator, action, type, id)

describe('moderation access', () => {
  it('is for moderators only: 401 for visitors, 403 for members', async () => {
    const member = await signUp(t.app)
    const routes = [
      { method: 'GET', url: '/api/moderation/reports' },
      { method: 'GET', url: '/api/moderation/history' },
      {
        method: 'POST',
        url: '/api/moderation/actions',
        payload: { action: 'ban', type: 'profile', id: member.id },
      },
    ] as const
    for (const route of routes) {
      expect((await request(t.app, route)).statusCode, route.url).toBe(401)
      const asMember = await request(t.app, { ...route, as: member })
      expect(asMember.statusCode, route.url).toBe(403)
      expect(asMember.json().error.message).toBe('Only moderators can do that')
    }
  })
})

describe('the report queue', () => {
  it('groups open reports by item with reporters, a preview and the author', async () => {
    const moderator = await signUpModerator()
    const [author, r1, r2] = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)))
    const post = await createPost(t.app, author!, {
      content: `Buy   cheap\nfollowers ${'!'.repeat(300)}`,
    })
    const comment = await createComment(t.app, author!, post.id, { content: 'rude words' })
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: author!.id, name: 'Spam Kit', tagline: 'Gets you banned' })
      .returning({ id: projects.id })
    await report(t.app, r1!, 'post', post.id)
    await report(t.app, r2!, 'post', post.id)
    await report(t.app, r1!, 'comment', comment.id)
    await report(t.app, r1!, 'project', project!.id)
    await report(t.app, r2!, 'profile', author!.id)

    const { items } = await queueFor(moderator)
    expect(items.map((item) => [item.type, item.reportCount])).toEqual([
      ['profile', 1],
      ['project', 1],
      ['comment', 1],
      ['post', 2],
    ])
    const expectedAuthor = {
      id: author!.id,
      username: author!.username,
      name: author!.username,
      avatarUrl: null,
      banned: false,
    }
    const postItem = items.find((item) => item.type === 'post')!
    expect(postItem).toMatchObject({
      id: post.id,
      reporters: [{ username: r2!.username }, { username: r1!.username }],
      author: expectedAuthor,
      preview: { title: 'Post', link: `/post/${post.id}` },
    })
    expect(postItem.preview.text.startsWith('Buy cheap followers !!!')).toBe(true)
    expect(postItem.preview.text.length).toBeLessThanOrEqual(200)
    expect(items.find((item) => item.type === 'comment')?.preview).toEqual({
      title: 'Comment',
      text: 'rude words',
      link: `/post/${post.id}`,
      reportedText: null,
    })
    expect(items.find((item) => item.type === 'project')?.preview).toEqual({
      title: 'Spam Kit',
      text: 'Gets you banned',
      link: `/project/${project!.id}`,
      reportedText: null,
    })
    expect(items.find((item) => item.type === 'profile')).toMatchObject({
      author: expectedAuthor,
      preview: { title: author!.username, text: '', link: `/${author!.username}` },
    })

    await request(t.app, { method: 'DELETE', url: `/api/posts/${post.id}`, as: author })
    const after = await queueFor(moderator)
    expect(after.items.map((item) => item.type)).toEqual(['profile', 'project'])
  })

  it('pages by cursor without repeating an item', async () => {
    const moderator = await signUpModerator()
    const author = await signUp(t.app)
    const reporter = await signUp(t.app)
    for (let i = 0; i < 3; i++) {
      const post = await createPost(t.app, author)
      await report(t.app, reporter, 'post', post.id)
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = await queueFor(moderator, `limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThanOrEqual(3)
  })
})

describe('the history', () => {
  it('lists every action newest first with who did it and a summary', async () => {
    const moderator = await signUpModerator()
    const author = await signUp(t.app)
    const post = await createPost(t.app, author, { content: 'Hello moderators' })
    expect((await act(moderator, 'dismiss', 'post', post.id)).statusCode).toBe(200)
    expect((await act(moderator, 'ban', 'post', post.id)).statusCode).toBe(200)
    expect((await act(moderator, 'unban', 'profile', author.id)).statusCode).toBe(200)

    const response = await request(t.app, { url: '/api/moderation/history?limit=3', as: moderator })
    const items = response.json().items as ModerationHistoryItem[]
    expect(items.map((item) => item.summary)).toEqual([
      `Unbanned @${author.username}`,
      `Banned @${author.username} over a post by @${author.username}: "Hello moderators"`,
      `Dismissed 0 reports on a post by @${author.username}: "Hello moderators"`,
    ])
    expect(items[0]).toEqual({
      id: expect.any(String),
      action: 'unban',
      targetType: 'profile',
      targetId: author.id,
      summary: expect.any(String),
      createdAt: expect.any(String),
      moderator: { id: moderator.id, username: moderator.username },
      subject: { id: author.id, username: author.username, banned: false },
    })
  })
})
