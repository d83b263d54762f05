import type { Comment } from '@common/comments'
import { safetyTexts } from '@common/safety'
import { notifications } from '@server/db/schema'
import { createComment, createPost, feedPostIds } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const thread = async (postId: string, as?: TestUser): Promise<Comment[]> =>
  (await request(t.app, { url: `/api/posts/${postId}/comments`, as })).json().items
const notificationTypes = async (as: TestUser) =>
  (await request(t.app, { url: '/api/notifications', as }))
    .json()
    .items.map((item: { type: string }) => item.type)
const unread = async (as: TestUser) =>
  (await request(t.app, { url: '/api/notifications/unread-count', as })).json().count

describe('a block in threads, mentions, profiles and notifications', () => {
  it('collapses the other side\'s comments as "Blocked" in a thread, replies kept', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    const post = await createPost(t.app, cai)
    const bobs = await createComment(t.app, bob, post.id, { content: 'Bob speaking' })
    const reply = await createComment(t.app, cai, post.id, { content: 'Reply', parentId: bobs.id })
    await block(t.app, ana, bob)
    const seen = await thread(post.id, ana)
    expect(seen.map((c) => c.id)).toEqual([bobs.id, reply.id])
    expect(seen[0]).toMatchObject({ collapsed: 'blocked', author: null, content: '' })
    expect(seen[1]).toMatchObject({ content: 'Reply' })
    expect(seen[1]!.collapsed).toBeUndefined()
    // Others, and visitors, see the thread as it is.
    for (const viewer of [cai, undefined]) {
      const as = await thread(post.id, viewer)
      expect(as[0]).toMatchObject({ content: 'Bob speaking', author: { username: bob.username } })
      expect(as[0]!.collapsed).toBeUndefined()
    }
  })

  it('refuses a reply to a comment by the other side of a block', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    const post = await createPost(t.app, cai)
    const anas = await createComment(t.app, ana, post.id)
    await block(t.app, ana, bob)
    const reply = await request(t.app, {
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      as: bob,
      payload: { content: 'Hey', parentId: anas.id },
    })
    expect(reply.statusCode).toBe(403)
    expect(reply.json().error.message).toBe(safetyTexts.interactionRefused)
  })

  it('leaves a mention of the blocker as plain text that notifies no one', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    await block(t.app, ana, bob)
    const post = await createPost(t.app, bob, { content: `Hello @${ana.username}` })
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ana.id))
    expect(rows).toEqual([])
    const page = (await request(t.app, { url: `/api/posts/${post.id}` })).json()
    expect(JSON.stringify(page.mentions ?? [])).not.toContain(ana.username)
  })

  it("tells the blocked member on the blocker's profile that they cannot interact", async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    await block(t.app, ana, bob)
    const asBob = (await request(t.app, { url: `/api/users/${ana.username}`, as: bob })).json()
    expect(asBob.relation).toEqual({ blockedByMe: false, canInteract: false, mute: null })
    const asAna = (await request(t.app, { url: `/api/users/${bob.username}`, as: ana })).json()
    expect(asAna.relation).toEqual({ blockedByMe: true, canInteract: false, mute: null })
    const visitor = await request(t.app, { url: `/api/users/${ana.username}` })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json().relation).toBeNull()
  })

  it('drops notifications across a block, in the list and the badge', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ana)
    await follow(t.app, bob, ana)
    await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/like`, as: bob })
    expect(await notificationTypes(ana)).toEqual(expect.arrayContaining(['follow', 'like']))
    await block(t.app, ana, bob)
    expect(await notificationTypes(ana)).toEqual([])
    expect(await unread(ana)).toBe(0)
  })

  it('keeps the people search and suggestions free of the other side', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    await block(t.app, bob, ana)
    const search = await request(t.app, {
      url: `/api/search/people?q=${encodeURIComponent(bob.username)}`,
      as: ana,
    })
    expect(search.statusCode).toBe(200)
    expect(JSON.stringify(search.json())).not.toContain(bob.id)
  })
})

describe('PUT / DELETE /api/users/:username/mute', () => {
  it("hides a muted member's posts, comments and notifications from the muter only", async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    const bobPost = await createPost(t.app, bob)
    const caiPost = await createPost(t.app, cai)
    const bobComment = await createComment(t.app, bob, caiPost.id)
    await follow(t.app, bob, ana)
    expect(await mute(t.app, ana, bob)).toEqual({
      muted: true,
      notificationsOnly: false,
      expiresAt: null,
    })
    expect(await feedPostIds(t.app, ana)).not.toContain(bobPost.id)
    expect((await thread(caiPost.id, ana)).map((c) => c.id)).not.toContain(bobComment.id)
    expect(await notificationTypes(ana)).toEqual([])
    // Others see as before, and counts do not move.
    expect(await feedPostIds(t.app, cai)).toContain(bobPost.id)
    expect((await thread(caiPost.id, cai)).map((c) => c.id)).toContain(bobComment.id)
    const profile = (await request(t.app, { url: `/api/users/${ana.username}`, as: cai })).json()
    expect(profile.followersCount).toBe(1)
    // The muted member is not told: their view of the muter is unchanged.
    const asBob = (await request(t.app, { url: `/api/users/${ana.username}`, as: bob })).json()
    expect(asBob.relation).toEqual({ blockedByMe: false, canInteract: true, mute: null })
    const asAna = (await request(t.app, { url: `/api/users/${bob.username}`, as: ana })).json()
    expect(asAna.relation.mute).toEqual({ notificationsOnly: false, expiresAt: null })
    // Unmuted, all comes back.
    const unmuted = await request(t.app, {
      method: 'DELETE',
      url: `/api/users/${bob.username}/mute`,
      as: ana,
    })
    expect(unmuted.json()).toEqual({ muted: false, notificationsOnly: false, expiresAt: null })
    expect(await feedPostIds(t.app, ana)).toContain(bobPost.id)
    expect(await notificationTypes(ana)).toEqual(['follow'])
  })

  it('mutes notifications only, for a while, and lists the mutes in force', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const bobPost = await createPost(t.app, bob)
    await follow(t.app, bob, ana)
    const state = await mute(t.app, ana, bob, { duration: '7d', notificationsOnly: true })
    expect(state.notificationsOnly).toBe(true)
    const days = (Date.parse(state.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    expect(await feedPostIds(t.app, ana)).toContain(bobPost.id)
    expect(await notificationTypes(ana)).toEqual([])
    const list = (await request(t.app, { url: '/api/me/mutes', as: ana })).json()
    expect(list.items).toEqual([
      expect.objectContaining({ username: bob.username, notificationsOnly: true }),
    ])
    // An expired mute is over: nothing hidden, not listed.
    await t.database.db.execute(
      `update mutes set expires_at = now() - interval '1 minute' where muter_id = '${ana.id}'`,
    )
    expect(await notificationTypes(ana)).toEqual(['follow'])
    expect((await request(t.app, { url: '/api/me/mutes', as: ana })).json().items).toEqual([])
  })

  it('refuses a bad duration and muting yourself, storing nothing', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const bad = await request(t.app, {
      method: 'PUT',
      url: `/api/users/${bob.username}/mute`,
      as: ana,
      payload: { duration: '3y' },
    })
    expect(bad.statusCode).toBe(400)
    const self = await request(t.app, {
      method: 'PUT',
      url: `/api/users/${ana.username}/mute`,
      as: ana,
      payload: {},
    })
    expect(self.statusCode).toBe(400)
    expect(self.json().error.message).toBe(safetyTexts.cannotMuteYourself)
    expect((await request(t.app, { url: '/api/me/mutes', as: ana })).json().items).toEqual([])
  })
})
