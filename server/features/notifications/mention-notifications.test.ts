import type { Notification } from '@common/notifications'
import { posts, projects } from '@server/db/schema'
import { createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 14, item 16: one member must not be able to flood another with mention notifications.
const t = useTestApp()

const mentionsOf = async (user: TestUser) => {
  const response = await request(t.app, { url: '/api/notifications?limit=50', as: user })
  return (response.json().items as Notification[]).filter((item) => item.type.includes('mention'))
}
const unreadFor = async (user: TestUser) =>
  (await request(t.app, { url: '/api/notifications/unread-count', as: user })).json().count
const post = (author: TestUser, content: string) =>
  request(t.app, { method: 'POST', url: '/api/posts', as: author, payload: { content } })

describe('repeated mentions from one member', () => {
  it('give the recipient one unread notification, pointing at the newest post', async () => {
    const [actor, recipient] = [await signUp(t.app), await signUp(t.app)]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(actor, `ping ${i} @${recipient.username}`)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201))
    expect(await unreadFor(recipient)).toBe(1)
    const [only, ...rest] = await mentionsOf(recipient)
    expect(rest).toEqual([])
    const [newest] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.userId, actor.id))
      .orderBy(posts.createdAt, posts.id)
      .then((rows) => rows.slice(-1))
    expect(only).toMatchObject({ type: 'mention', postId: newest!.id, isRead: false })
  })

  it('start a new notification once the earlier one is read, and never merge two actors', async () => {
    const [actor, other, recipient] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ]
    await createPost(t.app, actor, { content: `one @${recipient.username}` })
    await request(t.app, { method: 'POST', url: '/api/notifications/read-all', as: recipient })
    await createPost(t.app, actor, { content: `two @${recipient.username}` })
    await createPost(t.app, other, { content: `three @${recipient.username}` })
    expect(await unreadFor(recipient)).toBe(2)
    expect((await mentionsOf(recipient)).map((item) => [item.actor.username, item.isRead])).toEqual(
      [
        [other.username, false],
        [actor.username, false],
        [actor.username, true],
      ],
    )
  })

  it('fold project mentions per project', async () => {
    const [actor, owner] = [await signUp(t.app), await signUp(t.app)]
    const made = await t.database.db
      .insert(projects)
      .values(
        ['Kite', 'Sail'].map((name) => ({
          userId: owner.id,
          name: `${name} ${owner.id.slice(0, 6)}`,
          tagline: 'x',
        })),
      )
      .returning({ id: projects.id, key: projects.nameKey })
    for (let i = 0; i < 3; i += 1) {
      await createPost(t.app, actor, { content: `@${made[0]!.key} and @${made[1]!.key}` })
    }
    const items = await mentionsOf(owner)
    expect(items.map((item) => item.projectId).sort()).toEqual(made.map((p) => p.id).sort())
  })
})

describe('mentions per post', () => {
  it('are capped at 10: an 11th refuses the post with the limit in words', async () => {
    const author = await signUp(t.app)
    const people = await Promise.all(Array.from({ length: 11 }, () => signUp(t.app)))
    const names = people.map((person) => `@${person.username}`)

    const refused = await post(author, `hello ${names.join(' ')}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe('A post can mention at most 10 people or projects')
    expect(await unreadFor(people[0]!)).toBe(0)

    const accepted = await post(author, `hello ${names.slice(0, 10).join(' ')} @nobody_here_x`)
    expect(accepted.statusCode).toBe(201)
    for (const person of people.slice(0, 10)) expect(await unreadFor(person)).toBe(1)
  })
})
