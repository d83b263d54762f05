import type { Notification, NotificationActor } from '@common/notifications'
import type { Page } from '@common/pagination'
import { notifications } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { explainPlan } from '@tests/support/explain-plan'
import { and, eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { notificationGroupsSql } from './queries'

// Issue 20 §4, decision 032: likes of one post and follows group per UTC day.
const t = useTestApp()

const listFor = async (user: TestUser, query = 'limit=50') => {
  const response = await request(t.app, { url: `/api/notifications?${query}`, as: user })
  expect(response.statusCode).toBe(200)
  return response.json() as Page<Notification>
}
const actorsOf = async (user: TestUser, id: string, query = 'limit=50') =>
  request(t.app, { url: `/api/notifications/${id}/actors?${query}`, as: user })
const unreadFor = async (user: TestUser) =>
  (await request(t.app, { url: '/api/notifications/unread-count', as: user })).json().count
const like = (user: TestUser, postId: string) =>
  request(t.app, { method: 'PUT', url: `/api/posts/${postId}/like`, as: user })
const follow = (follower: TestUser, followed: TestUser) =>
  request(t.app, { method: 'PUT', url: `/api/users/${followed.username}/follow`, as: follower })
const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)))

/** Moves a member's notifications of this kind to another day (a day ago means yesterday). */
const moveBack = (recipient: TestUser, actor: TestUser, type: string, days: number) =>
  t.database.db
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - make_interval(days => ${days})` })
    .where(
      and(
        eq(notifications.userId, recipient.id),
        eq(notifications.actorId, actor.id),
        eq(notifications.type, type),
      ),
    )

describe('grouped notifications', () => {
  it('group the likes of one post and the follows of a day, newest actor first', async () => {
    const me = await signUp(t.app)
    const fans = await members(4)
    const post = await createPost(t.app, me)
    const other = await createPost(t.app, me)
    for (const fan of fans) await like(fan, post.id)
    await like(fans[0]!, other.id)
    for (const fan of fans.slice(0, 3)) await follow(fan, me)

    const { items } = await listFor(me)
    expect(items.map((item) => [item.type, item.postId, item.actorCount])).toEqual([
      ['follow', null, 3],
      ['like', other.id, 1],
      ['like', post.id, 4],
    ])
    const likes = items[2]!
    expect(likes.actor.id).toBe(fans[3]!.id)
    expect(likes.actors.map((actor) => actor.id)).toEqual([fans[3]!.id, fans[2]!.id, fans[1]!.id])
    expect(likes.isRead).toBe(false)
    // Unread counts count items, not rows.
    expect(await unreadFor(me)).toBe(3)

    const everyone = await actorsOf(me, likes.id)
    expect(everyone.statusCode).toBe(200)
    const page = everyone.json() as Page<NotificationActor>
    expect(page.items.map((actor) => actor.id)).toEqual([...fans].reverse().map((f) => f.id))
    expect(page.items.every((actor) => actor.followedByMe === false)).toBe(true)
  })

  it('do not group across days, and never group mentions, comments or replies', async () => {
    const me = await signUp(t.app)
    const [early, late] = await members(2)
    const post = await createPost(t.app, me)
    await like(early!, post.id)
    await moveBack(me, early!, 'like', 1)
    await like(late!, post.id)
    await createComment(t.app, early!, post.id)
    await createComment(t.app, early!, post.id)
    await createPost(t.app, late!, { content: `hey @${me.username}` })
    await createPost(t.app, early!, { content: `and @${me.username}` })

    const { items } = await listFor(me)
    expect(items.map((item) => [item.type, item.actorCount])).toEqual([
      ['mention', 1],
      ['mention', 1],
      ['comment', 1],
      ['comment', 1],
      ['like', 1],
      ['like', 1],
    ])
    expect(items.slice(0, 4).every((item) => item.quote !== null)).toBe(true)
    expect(await unreadFor(me)).toBe(6)

    const mentions = await listFor(me, 'filter=mentions')
    expect(mentions.items.map((item) => item.type)).toEqual([
      'mention',
      'mention',
      'comment',
      'comment',
    ])
    const bad = await request(t.app, { url: '/api/notifications?filter=likes', as: me })
    expect(bad.statusCode).toBe(400)
  })

  it('leave hidden actors out of the avatars, the count and the list of everyone', async () => {
    const me = await signUp(t.app)
    const [kept, banned, reported, last] = await members(4)
    for (const fan of [kept!, banned!, reported!, last!]) await follow(fan, me)
    await banDirectly(t.database.db, banned!.id)
    expect((await report(t.app, me, 'profile', reported!.id)).statusCode).toBe(200)

    const [group] = (await listFor(me)).items
    expect(group).toMatchObject({ type: 'follow', actorCount: 2, actorFollowedByMe: false })
    expect(group!.actors.map((actor) => actor.id)).toEqual([last!.id, kept!.id])
    const everyone = (await actorsOf(me, group!.id)).json() as Page<NotificationActor>
    expect(everyone.items.map((actor) => actor.id)).toEqual([last!.id, kept!.id])

    // When the newest actor is hidden, the next one heads the item; all hidden, no item.
    await banDirectly(t.database.db, last!.id)
    const [after] = (await listFor(me)).items
    expect(after).toMatchObject({ actorCount: 1, actor: { id: kept!.id } })
    await banDirectly(t.database.db, kept!.id)
    expect((await listFor(me)).items).toEqual([])
    expect(await unreadFor(me)).toBe(0)
  })

  it('mark a whole group read at once, and only your own', async () => {
    const me = await signUp(t.app)
    const stranger = await signUp(t.app)
    const fans = await members(3)
    for (const fan of fans) await follow(fan, me)
    await follow(fans[0]!, stranger)
    const [group] = (await listFor(me)).items
    expect(await unreadFor(me)).toBe(1)

    const foreign = await request(t.app, {
      method: 'POST',
      url: `/api/notifications/${group!.id}/read`,
      as: stranger,
    })
    expect(foreign.statusCode).toBe(404)
    expect((await actorsOf(stranger, group!.id)).statusCode).toBe(404)

    const read = await request(t.app, {
      method: 'POST',
      url: `/api/notifications/${group!.id}/read`,
      as: me,
    })
    expect(read.json()).toEqual({ unreadCount: 0 })
    expect((await listFor(me)).items[0]).toMatchObject({ isRead: true, actorCount: 3 })
    expect(await unreadFor(stranger)).toBe(1)

    // A new follow the same day joins the group and makes it unread again.
    const late = await signUp(t.app)
    await follow(late, me)
    const [updated, ...rest] = (await listFor(me)).items
    expect(rest).toEqual([])
    expect(updated).toMatchObject({ isRead: false, actorCount: 4, actor: { id: late.id } })
    expect(await unreadFor(me)).toBe(1)
  })

  it('page over groups with no group twice, whatever the page size', async () => {
    const me = await signUp(t.app)
    const fans = await members(3)
    const posts = []
    for (let i = 0; i < 4; i += 1) posts.push(await createPost(t.app, me))
    // Interleaved: the likes of each post arrive between the others'.
    for (const fan of fans) for (const post of posts) await like(fan, post.id)
    for (const fan of fans) await follow(fan, me)

    const all = (await listFor(me)).items.map((item) => item.id)
    expect(all).toHaveLength(5)
    for (const size of [1, 2, 3]) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const query: string = `limit=${size}${cursor ? `&cursor=${cursor}` : ''}`
        const page = await listFor(me, query)
        seen.push(...page.items.map((item) => item.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(seen).toEqual(all)
    }

    const [followGroup] = (await listFor(me)).items
    const first = (await actorsOf(me, followGroup!.id, 'limit=2')).json()
    const second = (
      await actorsOf(me, followGroup!.id, `limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect([...first.items, ...second.items].map((actor: NotificationActor) => actor.id)).toEqual(
      [...fans].reverse().map((fan) => fan.id),
    )
    expect(second.nextCursor).toBeNull()
  })

  it('build a page in the same number of SQL queries whatever its size', async () => {
    const me = await signUp(t.app)
    const fans = await members(3)
    for (const fan of fans) {
      await follow(fan, me)
      await like(fan, (await createPost(t.app, me)).id)
    }
    const queriesFor = (limit: number) =>
      countQueries(t.database.pool, async () => {
        expect((await listFor(me, `limit=${limit}`)).items).toHaveLength(limit)
      })
    const small = await queriesFor(1)
    expect(await queriesFor(4)).toBe(small)
  })

  it('check each head against its own group through the group index on a populated table', async () => {
    const me = await signUp(t.app)
    const fans = await members(3)
    const posts = await Promise.all(Array.from({ length: 5 }, () => createPost(t.app, me)))
    const ids = (values: string[]) => sql.raw(`array[${values.map((id) => `'${id}'`).join(', ')}]`)
    // Three weeks of likes of five posts from three fans, one every ten minutes.
    await t.database.db.execute(sql`
      insert into notifications (user_id, actor_id, type, post_id, created_at)
      select ${me.id}, (${ids(fans.map((fan) => fan.id))})[1 + g % 3], 'like',
        ((${ids(posts.map((post) => post.id))})[1 + g % 5])::uuid,
        now() - g * interval '10 minutes'
      from generate_series(1, 3000) g`)
    await t.database.db.execute(sql`analyze notifications`)
    const query = new PgDialect().sqlToQuery(
      notificationGroupsSql({ userId: me.id, only: undefined, after: null, limit: 21 }),
    )
    // As the API runs it after five pages: the generic plan (PostgreSQL keeps it when no dearer).
    const plan = await explainPlan(t.database.pool, query.sql, query.params, {
      generic: true,
      settings: ['enable_seqscan = off'],
    })
    expect(plan).toContain('notifications_group_idx')
    // And the page is right: one item per post and day, the newest first.
    const { items } = await listFor(me, 'limit=5')
    expect(items.map((item) => item.type)).toEqual(['like', 'like', 'like', 'like', 'like'])
    expect(new Set(items.map((item) => item.postId)).size).toBe(5)
  })
})
