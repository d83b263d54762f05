import { safetyTexts } from '@common/safety'
import { follows, projectMakers } from '@server/db/schema'
import { createComment, createPost, feedPostIds } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const followRowsBetween = (a: string, b: string) =>
  t.database.db
    .select()
    .from(follows)
    .where(or(eq(follows.followerId, a), eq(follows.followerId, b)))
    .then((rows) => rows.filter((row) => [a, b].includes(row.followingId)))

describe('PUT / DELETE /api/users/:username/block', () => {
  it('blocks idempotently, removes the follows both ways, and unblocks', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    await follow(t.app, ana, bob)
    await follow(t.app, bob, ana)
    expect(await followRowsBetween(ana.id, bob.id)).toHaveLength(2)
    expect(await block(t.app, ana, bob)).toEqual({ blocked: true })
    expect(await block(t.app, ana, { username: bob.username.toUpperCase() })).toEqual({
      blocked: true,
    })
    expect(await followRowsBetween(ana.id, bob.id)).toHaveLength(0)
    const list = await request(t.app, { url: '/api/me/blocks', as: ana })
    expect(list.json().items.map((m: { username: string }) => m.username)).toEqual([bob.username])
    expect(await block(t.app, ana, bob, false)).toEqual({ blocked: false })
    expect((await request(t.app, { url: '/api/me/blocks', as: ana })).json().items).toEqual([])
  })

  it('refuses blocking yourself, a missing member, and visitors', async () => {
    const ana = await signUp(t.app)
    const self = await request(t.app, {
      method: 'PUT',
      url: `/api/users/${ana.username}/block`,
      as: ana,
    })
    expect(self.statusCode).toBe(400)
    expect(self.json().error.message).toBe(safetyTexts.cannotBlockYourself)
    const missing = await request(t.app, {
      method: 'PUT',
      url: '/api/users/nobody_here_at_all/block',
      as: ana,
    })
    expect(missing.statusCode).toBe(404)
    const visitor = await request(t.app, { method: 'PUT', url: `/api/users/${ana.username}/block` })
    expect(visitor.statusCode).toBe(401)
  })

  it('pages your blocked and muted lists newest first, mutes with their terms', async () => {
    const ana = await signUp(t.app)
    const [bob, cai, dee] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    const walk = async (url: string, as: TestUser) => {
      const items: Record<string, unknown>[] = []
      let cursor: string | null = null
      do {
        const response = await request(t.app, {
          url: `${url}?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          as,
        })
        expect(response.statusCode, response.body).toBe(200)
        const page: { items: Record<string, unknown>[]; nextCursor: string | null } =
          response.json()
        expect(page.items.length).toBeLessThanOrEqual(1)
        items.push(...page.items)
        cursor = page.nextCursor
      } while (cursor)
      return items
    }
    const member = (who: TestUser) => ({
      id: who.id,
      username: who.username,
      name: expect.any(String),
      avatarUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    })
    for (const other of [bob, cai, dee]) await block(t.app, ana, other)
    expect(await walk('/api/me/blocks', ana)).toEqual([dee, cai, bob].map(member))
    await mute(t.app, ana, bob, { duration: '7d', notificationsOnly: true })
    await mute(t.app, ana, cai)
    await mute(t.app, ana, dee)
    // An ended mute is not listed.
    await t.database.db.execute(
      `update mutes set expires_at = now() - interval '1 minute' where muted_id = '${dee.id}'`,
    )
    expect(await walk('/api/me/mutes', ana)).toEqual([
      { ...member(cai), notificationsOnly: false, expiresAt: null },
      { ...member(bob), notificationsOnly: true, expiresAt: expect.any(String) },
    ])
  })

  it('keeps blocks private: the list is only ever your own', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const cai = await signUp(t.app)
    await block(t.app, ana, bob)
    for (const viewer of [bob, cai]) {
      const list = await request(t.app, { url: '/api/me/blocks', as: viewer })
      expect(list.json().items).toEqual([])
    }
    const profile = await request(t.app, { url: `/api/users/${ana.username}`, as: cai })
    expect(JSON.stringify(profile.json())).not.toContain(bob.id)
  })

  it('refuses the blocked member every write toward the blocker with 403', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const post = await createPost(t.app, ana, { content: 'Shipping day' })
    const comment = await createComment(t.app, ana, post.id, { content: 'First!' })
    await block(t.app, ana, bob)
    const attempts = [
      { method: 'PUT' as const, url: `/api/users/${ana.username}/follow` },
      { method: 'PUT' as const, url: `/api/posts/${post.id}/like` },
      {
        method: 'POST' as const,
        url: `/api/posts/${post.id}/comments`,
        payload: { content: 'hi' },
      },
      { method: 'PUT' as const, url: `/api/comments/${comment.id}/like` },
    ]
    for (const attempt of attempts) {
      const response = await request(t.app, { ...attempt, as: bob })
      expect(response.statusCode, attempt.url).toBe(403)
      expect(response.json().error.message).toBe(safetyTexts.interactionRefused)
    }
    // Either way: the blocker cannot act on the blocked member's things while the block stands.
    const bobPost = await createPost(t.app, bob)
    const like = await request(t.app, {
      method: 'PUT',
      url: `/api/posts/${bobPost.id}/like`,
      as: ana,
    })
    expect(like.statusCode).toBe(403)
    // A third member is not affected.
    const cai = await signUp(t.app)
    const caiLike = await request(t.app, {
      method: 'PUT',
      url: `/api/posts/${post.id}/like`,
      as: cai,
    })
    expect(caiLike.statusCode).toBe(200)
  })

  it("takes each side's posts out of the other's feed, and back on unblock", async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const anaPost = await createPost(t.app, ana)
    const bobPost = await createPost(t.app, bob)
    await block(t.app, ana, bob)
    expect(await feedPostIds(t.app, ana)).not.toContain(bobPost.id)
    expect(await feedPostIds(t.app, bob)).not.toContain(anaPost.id)
    const cai = await signUp(t.app)
    expect(await feedPostIds(t.app, cai)).toEqual(expect.arrayContaining([anaPost.id, bobPost.id]))
    // Signed out, public pages stay public.
    const page = await request(t.app, { url: `/api/posts/${anaPost.id}` })
    expect(page.statusCode).toBe(200)
    await block(t.app, ana, bob, false)
    expect(await feedPostIds(t.app, bob)).toContain(anaPost.id)
  })

  it('removes pending co-maker invitations between the two', async () => {
    const ana = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await request(t.app, {
      method: 'POST',
      url: '/api/projects',
      as: ana,
      payload: { name: `Shipyard ${Date.now()}`, tagline: 'Ship it' },
    })
    expect(project.statusCode).toBe(201)
    const projectId = project.json().id
    const invite = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/invitations`,
      as: ana,
      payload: { username: bob.username },
    })
    expect(invite.statusCode).toBeLessThan(300)
    await block(t.app, bob, ana)
    const rows = await t.database.db
      .select()
      .from(projectMakers)
      .where(eq(projectMakers.projectId, projectId))
    expect(rows).toEqual([])
    const again = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/invitations`,
      as: ana,
      payload: { username: bob.username },
    })
    expect(again.statusCode).toBe(403)
  })
})
