import type { LiveEvent } from '@common/live-events'
import { moderate, report, signUpModerator } from '@tests/factories/moderation'
import { createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { waitUntil } from '@tests/support/live-stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// Each write publishes what the live contract says (common/live-events.ts), once it committed,
// as one NOTIFY per action: ids, times and numbers only.

const t = useTestApp()

/** The batches the bus carries while a test runs, one per NOTIFY. */
let batches: LiveEvent[][] = []
let stop = () => {}
beforeEach(() => {
  batches = []
  stop = t.bus.subscribeBatches({ batch: (batch) => void batches.push(batch.events), gap() {} })
})
afterEach(() => stop())

/** Waits for the batch holding an event of this type and returns that batch. */
async function published(type: LiveEvent['type'], count = 1) {
  const found = () => batches.filter((events) => events.some((event) => event.type === type))
  await waitUntil(() => found().length >= count, type)
  return found().at(-1)!
}

/** Nothing of this type is published: the marker published after it arrives first. */
async function notPublished(type: LiveEvent['type']) {
  await t.bus.publish({ type: 'author.restored', userId: 'marker' })
  await waitUntil(() =>
    batches.some((events) => events.some((e) => 'userId' in e && e.userId === 'marker')),
  )
  expect(batches.flat().filter((event) => event.type === type)).toEqual([])
}

const post = (as: TestUser, content?: string) => createPost(t.app, as, { content })

describe('what each action publishes', () => {
  it('a new post: its id, author and time, with whom it mentions, in one NOTIFY', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const created = await post(ada, `Hello @${bob.username}`)
    expect(await published('post.created')).toEqual([
      { type: 'post.created', postId: created.id, authorId: ada.id, createdAt: created.createdAt },
      { type: 'notifications.changed', userId: bob.id },
    ])
  })

  it('a deleted post: post.removed', async () => {
    const ada = await signUp(t.app)
    const created = await post(ada)
    await request(t.app, { method: 'DELETE', url: `/api/posts/${created.id}`, as: ada })
    expect(await published('post.removed')).toEqual([{ type: 'post.removed', postId: created.id }])
  })

  it('a comment: its ids and whom it notifies; a like: the comment’s new count', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const created = await post(ada)
    const comment = await createComment(t.app, bob, created.id)
    expect(await published('comment.created')).toEqual([
      { type: 'comment.created', postId: created.id, commentId: comment.id },
      { type: 'notifications.changed', userId: ada.id },
    ])
    await request(t.app, { method: 'PUT', url: `/api/comments/${comment.id}/like`, as: ada })
    expect(await published('comment.liked')).toEqual([
      { type: 'comment.liked', postId: created.id, commentId: comment.id, likesCount: 1 },
    ])
  })

  it('reports reaching the threshold: removed; a dismissal that shows it again: restored', async () => {
    const [ada, r1, r2] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    const moderator = await signUpModerator(t.app, t.database.db)
    const created = await post(ada)
    const comment = await createComment(t.app, ada, created.id)
    await report(t.app, r1, 'post', created.id)
    await report(t.app, r1, 'comment', comment.id)
    await notPublished('post.removed')
    await report(t.app, r2, 'post', created.id)
    await report(t.app, r2, 'comment', comment.id)
    expect(await published('post.removed')).toEqual([{ type: 'post.removed', postId: created.id }])
    expect(await published('comment.removed')).toEqual([
      { type: 'comment.removed', postId: created.id, commentId: comment.id },
    ])
    await moderate(t.app, moderator, 'dismiss', 'post', created.id)
    await moderate(t.app, moderator, 'dismiss', 'comment', comment.id)
    expect(await published('post.restored')).toEqual([
      { type: 'post.restored', postId: created.id },
    ])
    expect(await published('comment.restored')).toEqual([
      { type: 'comment.restored', postId: created.id, commentId: comment.id },
    ])
  })

  it('a dismissal of reports that hid nothing publishes nothing', async () => {
    const [ada, reporter] = [await signUp(t.app), await signUp(t.app)]
    const moderator = await signUpModerator(t.app, t.database.db)
    const created = await post(ada)
    await report(t.app, reporter, 'post', created.id)
    await moderate(t.app, moderator, 'dismiss', 'post', created.id)
    await notPublished('post.restored')
  })

  it('a moderator’s removal, ban and unban', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const moderator = await signUpModerator(t.app, t.database.db)
    const created = await post(ada)
    const comment = await createComment(t.app, bob, created.id)
    await report(t.app, bob, 'post', created.id)
    await report(t.app, ada, 'comment', comment.id)
    await moderate(t.app, moderator, 'remove', 'comment', comment.id)
    expect(await published('comment.removed')).toEqual([
      { type: 'comment.removed', postId: created.id, commentId: comment.id },
    ])
    await moderate(t.app, moderator, 'remove', 'post', created.id)
    expect(await published('post.removed')).toEqual([{ type: 'post.removed', postId: created.id }])
    await moderate(t.app, moderator, 'ban', 'profile', bob.id)
    expect(await published('author.hidden')).toEqual([{ type: 'author.hidden', userId: bob.id }])
    await moderate(t.app, moderator, 'unban', 'profile', bob.id)
    expect(await published('author.restored')).toEqual([
      { type: 'author.restored', userId: bob.id },
    ])
  })

  it('an account deletion: author.hidden', async () => {
    const ada = await signUp(t.app)
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBeLessThan(300)
    expect(await published('author.hidden')).toEqual([{ type: 'author.hidden', userId: ada.id }])
  })

  it('a follow and an unfollow that change something, with the notification', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    await follow(t.app, bob, ada)
    expect(await published('follow.changed')).toEqual([
      { type: 'follow.changed', followerId: bob.id, followeeId: ada.id, following: true },
      { type: 'notifications.changed', userId: ada.id },
    ])
    await follow(t.app, bob, ada)
    await request(t.app, { method: 'DELETE', url: `/api/users/${ada.username}/follow`, as: bob })
    expect(await published('follow.changed', 2)).toEqual([
      { type: 'follow.changed', followerId: bob.id, followeeId: ada.id, following: false },
    ])
    // The repeated follow changed nothing: two changes in all.
    expect(batches.flat().filter((event) => event.type === 'follow.changed')).toHaveLength(2)
  })

  it('a block with the follows it ended, an unblock, and mutes: shield.changed', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    await follow(t.app, ada, bob)
    await block(t.app, ada, bob)
    const shield = { type: 'shield.changed', memberId: ada.id, otherId: bob.id }
    expect(await published('shield.changed')).toEqual([
      { ...shield, kind: 'block', on: true },
      { type: 'follow.changed', followerId: ada.id, followeeId: bob.id, following: false },
    ])
    // A block that stands already changes nothing.
    await block(t.app, ada, bob)
    await block(t.app, ada, bob, false)
    expect(await published('shield.changed', 2)).toEqual([{ ...shield, kind: 'block', on: false }])
    const before = Date.now()
    await mute(t.app, ada, bob, { duration: '1d' })
    const [muted] = await published('shield.changed', 3)
    expect(muted).toMatchObject({ ...shield, kind: 'mute', on: true })
    expect((muted as { until: number }).until).toBeGreaterThanOrEqual(before + 86_400_000)
    await mute(t.app, ada, bob, { notificationsOnly: true })
    expect(await published('shield.changed', 4)).toEqual([
      { ...shield, kind: 'mute', on: false, until: null },
    ])
    await request(t.app, { method: 'DELETE', url: `/api/users/${bob.username}/mute`, as: ada })
    expect(await published('shield.changed', 5)).toEqual([{ ...shield, kind: 'mute', on: false }])
    expect(batches.flat().filter((event) => event.type === 'shield.changed')).toHaveLength(5)
  })

  it('marking notifications read: the member’s badge follows in their other tabs', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    await follow(t.app, bob, ada)
    await published('notifications.changed')
    batches = []
    await request(t.app, { method: 'POST', url: '/api/notifications/read-all', as: ada })
    expect(await published('notifications.changed')).toEqual([
      { type: 'notifications.changed', userId: ada.id },
    ])
  })
})
