import type { AccountExport } from '@common/account-export'
import type { Comment, CommentVersion } from '@common/comments'
import type { ModerationQueueItem } from '@common/moderation'
import type { Notification } from '@common/notifications'
import type { Page } from '@common/pagination'
import { commentVersions } from '@server/db/schema'
import { makeModerator, nextLiveEvent, report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

// Issue 19 §3: a member edits their own comment, with the same history rule as posts (039).

const t = useTestApp()
let author: TestUser
let reader: TestUser
let postId: string

beforeAll(async () => {
  author = await signUp(t.app)
  reader = await signUp(t.app)
  postId = (await createPost(t.app, reader, { content: 'Launch day' })).id
})

const edit = (as: TestUser | undefined, commentId: string, payload: unknown) =>
  request(t.app, {
    method: 'PATCH',
    url: `/api/comments/${commentId}`,
    as,
    payload: payload as object,
  })
const versionsOf = (commentId: string, as?: TestUser, query = '') =>
  request(t.app, { url: `/api/comments/${commentId}/versions${query}`, as })
const versions = async (commentId: string, as?: TestUser) => {
  const response = await versionsOf(commentId, as)
  expect(response.statusCode).toBe(200)
  return (response.json() as Page<CommentVersion>).items
}
const inThread = async (commentId: string, as: TestUser = reader) => {
  const response = await request(t.app, { url: `/api/posts/${postId}/comments?limit=100`, as })
  return (response.json().items as Comment[]).find((comment) => comment.id === commentId)
}
const mentionsOf = async (member: TestUser, commentId: string) => {
  const response = await request(t.app, { url: '/api/notifications', as: member })
  return (response.json().items as Notification[]).filter(
    (item) => item.type === 'mention' && item.commentId === commentId,
  )
}
const storedVersions = (commentId: string) =>
  t.database.db.select().from(commentVersions).where(eq(commentVersions.commentId, commentId))

describe('editing a comment', () => {
  it('changes the text, marks it edited and keeps the earlier text for anyone who reads it', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'Congrats!' })
    expect(comment.editedAt).toBeNull()
    const published = nextLiveEvent(t.bus, 'comment.edited', (e) => e.commentId === comment.id)
    const response = await edit(author, comment.id, { content: '  Congrats on the launch!  ' })
    expect(response.statusCode).toBe(200)
    const edited = response.json() as Comment
    expect(edited).toMatchObject({ id: comment.id, content: 'Congrats on the launch!' })
    expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(comment.createdAt))
    expect(await published).toEqual({ type: 'comment.edited', postId, commentId: comment.id })
    expect(await inThread(comment.id)).toMatchObject({
      content: 'Congrats on the launch!',
      editedAt: edited.editedAt,
    })
    // Visitors too: history is as public as the comment.
    expect(await versions(comment.id)).toEqual([
      { content: 'Congrats on the launch!', writtenAt: edited.editedAt, isCurrent: true },
      { content: 'Congrats!', writtenAt: comment.createdAt, isCurrent: false },
    ])
  })

  it('refuses what a new comment refuses, and changes nothing', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'Stays' })
    const cases: [unknown, string][] = [
      [{ content: '   ' }, 'Please write a comment'],
      [{ content: 'x'.repeat(2001) }, 'Comments can be at most 2,000 characters'],
      [{}, ''],
      [{ content: 42 }, ''],
      [{ content: 'ok', parentId: null }, ''],
    ]
    for (const [payload, message] of cases) {
      const response = await edit(author, comment.id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      if (message) expect(response.body).toContain(message)
    }
    expect((await edit(author, comment.id, { content: 'x'.repeat(2000) })).statusCode).toBe(200)
    expect(await versions(comment.id)).toHaveLength(2)
  })

  it('lets only its author edit: 401 visitor, 403 member, moderator and banned author', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'Mine alone' })
    const moderator = await signUp(t.app)
    await makeModerator(t.database.db, moderator.id)
    expect((await edit(undefined, comment.id, { content: 'x' })).statusCode).toBe(401)
    expect((await edit(reader, comment.id, { content: 'x' })).statusCode).toBe(403)
    expect((await edit(moderator, comment.id, { content: 'x' })).statusCode).toBe(403)
    const banned = await signUp(t.app)
    const theirs = await createComment(t.app, banned, postId, { content: 'Before the ban' })
    await banDirectly(t.database.db, banned.id)
    expect((await edit(banned, theirs.id, { content: 'x' })).statusCode).toBe(403)
    expect((await inThread(comment.id))?.content).toBe('Mine alone')
    expect(await storedVersions(comment.id)).toEqual([])
  })

  it('answers 404 for missing, deleted and hidden comments and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await edit(author, missing, { content: 'x' })).statusCode).toBe(404)
    expect((await versionsOf(missing)).statusCode).toBe(404)
    expect((await edit(author, 'not-an-id', { content: 'x' })).statusCode).toBe(400)
    expect((await versionsOf('not-an-id')).statusCode).toBe(400)

    // Hidden by two reports: gone for others, while its author still sees and edits it.
    const hidden = await createComment(t.app, author, postId, { content: 'Reported twice' })
    for (const reporter of [await signUp(t.app), await signUp(t.app)]) {
      expect((await report(t.app, reporter, 'comment', hidden.id)).statusCode).toBe(200)
    }
    expect((await versionsOf(hidden.id)).statusCode).toBe(404)
    expect((await versionsOf(hidden.id, reader)).statusCode).toBe(404)
    expect((await edit(author, hidden.id, { content: 'Calmer now' })).statusCode).toBe(200)
    expect(await versions(hidden.id, author)).toHaveLength(2)
  })

  it('saving the same text writes no version and does not mark it edited', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'Unchanged' })
    const response = await edit(author, comment.id, { content: ' Unchanged ' })
    expect(response.json().editedAt).toBeNull()
    expect(await versions(comment.id)).toHaveLength(1)
  })

  it('notifies members mentioned for the first time, once per comment', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)]
    const comment = await createComment(t.app, author, postId, {
      content: `Thanks @${first.username} and @${reader.username}`,
    })
    expect(await mentionsOf(first, comment.id)).toHaveLength(1)
    // The post's author hears of the comment once, as a comment.
    expect(await mentionsOf(reader, comment.id)).toEqual([])

    await edit(author, comment.id, {
      content: `Thanks @${first.username} and @${second.username}`,
    })
    expect(await mentionsOf(first, comment.id)).toHaveLength(1)
    expect(await mentionsOf(second, comment.id)).toHaveLength(1)
    // Dropped, then mentioned again: still the one notification.
    await edit(author, comment.id, { content: 'Thanks everyone' })
    await edit(author, comment.id, { content: `Thanks @${second.username}` })
    expect(await mentionsOf(second, comment.id)).toHaveLength(1)
    expect(await versions(comment.id)).toHaveLength(4)
  })

  it('pages through a long history, newest first', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'v0' })
    for (let i = 1; i <= 4; i++) await edit(author, comment.id, { content: `v${i}` })
    const page1 = (await versionsOf(comment.id, undefined, '?limit=2')).json()
    expect(page1.items.map((v: CommentVersion) => v.content)).toEqual(['v4', 'v3', 'v2'])
    const page2 = (
      await versionsOf(comment.id, undefined, `?limit=2&cursor=${page1.nextCursor}`)
    ).json() as Page<CommentVersion>
    expect(page2.items.map((v) => v.content)).toEqual(['v1', 'v0'])
    expect(page2.nextCursor).toBeNull()
  })

  it('shows moderators a reported comment as it was reported and as it is now', async () => {
    const moderator = await signUp(t.app)
    await makeModerator(t.database.db, moderator.id)
    const comment = await createComment(t.app, author, postId, { content: 'Spam at spam.example' })
    expect((await report(t.app, await signUp(t.app), 'comment', comment.id)).statusCode).toBe(200)
    await edit(author, comment.id, { content: 'Just a friendly comment' })
    const queue = await request(t.app, { url: '/api/moderation/reports?limit=50', as: moderator })
    const item = (queue.json().items as ModerationQueueItem[]).find((e) => e.id === comment.id)
    expect(item?.preview).toMatchObject({
      text: 'Just a friendly comment',
      reportedText: 'Spam at spam.example',
    })
  })
})

describe('where earlier texts go', () => {
  it('deleting a comment that stays as a tombstone deletes its history', async () => {
    const comment = await createComment(t.app, author, postId, { content: 'Parent' })
    await createComment(t.app, reader, postId, { content: 'Reply', parentId: comment.id })
    await edit(author, comment.id, { content: 'Parent, edited' })
    const remove = { method: 'DELETE' as const, url: `/api/comments/${comment.id}`, as: author }
    expect((await request(t.app, remove)).statusCode).toBe(204)
    expect(await inThread(comment.id)).toMatchObject({ deleted: true, editedAt: null })
    expect(await storedVersions(comment.id)).toEqual([])
    expect((await versionsOf(comment.id)).statusCode).toBe(404)
    expect((await edit(author, comment.id, { content: 'Back' })).statusCode).toBe(404)
  })

  it('is in its author’s data export, and goes with their account', async () => {
    const member = await signUp(t.app)
    const comment = await createComment(t.app, member, postId, { content: 'First words' })
    await edit(member, comment.id, { content: 'Better words' })
    const post = await createPost(t.app, member, { content: 'Post v1' })
    await request(t.app, {
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      as: member,
      payload: { content: 'Post v2' },
    })
    const exported = (await request(t.app, { url: '/api/me/export', as: member })).json()
    const data = exported as AccountExport
    expect(data.commentHistory).toEqual([
      expect.objectContaining({ commentId: comment.id, content: 'First words' }),
    ])
    expect(data.postHistory).toEqual([
      expect.objectContaining({ postId: post.id, content: 'Post v1', alt: [] }),
    ])
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: member,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBeLessThan(300)
    expect(await storedVersions(comment.id)).toEqual([])
  })
})
