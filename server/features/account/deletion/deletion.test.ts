import { existsSync } from 'node:fs'
import path from 'node:path'
import { comments, posts, profiles, projectBookmarks, projects, reports } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { createComment, createPost, reportDirectly } from '@tests/factories/posts'
import { follow, signInAgain, uploadAvatar } from '@tests/factories/profiles'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const deleteMe = (as: TestUser, payload: object = { confirm: 'DELETE' }) =>
  request(t.app, { method: 'DELETE', url: '/api/me', as, payload })

/** Every row of every table whose text mentions one of the needles. */
async function rowsMentioning(needles: string[]) {
  const tables = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const found: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const patterns = sql.join(
      needles.map((needle) => sql`${`%${needle}%`}`),
      sql`, `,
    )
    const result = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike any(array[${patterns}])`,
    )
    if (result.rows[0]!.n > 0) found[name] = result.rows[0]!.n
  }
  return found
}

/** A member with something in every corner of the product, and a neighbour interacting. */
async function busyMember() {
  const ada = await signUp(t.app)
  const bob = await signUp(t.app)
  const db = t.database.db
  const avatarUrl = (await uploadAvatar(t.app, ada)).json().avatarUrl
  await request(t.app, { method: 'PATCH', url: '/api/me/profile', as: ada, payload: { avatarUrl } })
  await request(t.app, {
    method: 'PUT',
    url: '/api/me/links',
    as: ada,
    payload: { twitter: 'ada' },
  })
  const adasPost = await createPost(t.app, ada, {
    content: `hi @${bob.username}`,
    images: [await makeImage()],
  })
  const bobsPost = await createPost(t.app, bob, { images: [await makeImage()] })
  const adasComment = await createComment(t.app, ada, bobsPost.id)
  await createComment(t.app, bob, bobsPost.id, { parentId: adasComment.id, content: 'reply' })
  await createComment(t.app, bob, adasPost.id)
  for (const [who, postId] of [
    [ada, bobsPost.id],
    [bob, adasPost.id],
  ] as const) {
    await request(t.app, { method: 'PUT', url: `/api/posts/${postId}/like`, as: who })
    await request(t.app, { method: 'PUT', url: `/api/posts/${postId}/save`, as: who })
  }
  await follow(t.app, ada, bob)
  await follow(t.app, bob, ada)
  const [adasProject] = await db
    .insert(projects)
    .values({ userId: ada.id, name: `A ${ada.id}`, tagline: 'x' })
    .returning()
  const [bobsProject] = await db
    .insert(projects)
    .values({ userId: bob.id, name: `B ${bob.id}`, tagline: 'x' })
    .returning()
  await db.insert(projectBookmarks).values([
    { userId: ada.id, projectId: bobsProject!.id },
    { userId: bob.id, projectId: adasProject!.id },
  ])
  await reportDirectly(db, ada.id, 'post', bobsPost.id)
  await reportDirectly(db, bob.id, 'post', adasPost.id)
  await reportDirectly(db, bob.id, 'comment', adasComment.id)
  await db.insert(reports).values({ userId: bob.id, reportedType: 'profile', reportedId: ada.id })
  await request(t.app, {
    method: 'POST',
    url: '/api/feedback',
    as: ada,
    payload: { message: 'bye' },
  })
  await request(t.app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: ada.email, redirectTo: '/reset-password' },
  })
  return { ada, bob, adasPost, bobsPost, adasComment, adasProject: adasProject!, avatarUrl }
}

describe('DELETE /api/me', () => {
  it('removes every row and file of the member, signs them out, and leaves others intact', async () => {
    const { ada, bob, adasPost, bobsPost, adasComment, adasProject } = await busyMember()
    const otherSession = await signInAgain(t.app, ada)
    const needles = [ada.id, ada.email, adasPost.id, adasComment.id, adasProject.id]
    expect(Object.keys(await rowsMentioning(needles)).length).toBeGreaterThan(10)

    const response = await deleteMe(ada)
    expect(response.statusCode).toBe(204)
    expect(String(response.headers['set-cookie'])).toMatch(
      /better-auth\.session_token=;.*Max-Age=0/,
    )

    expect(await rowsMentioning(needles)).toEqual({})
    expect(existsSync(path.join(t.uploadsDir, 'avatars', ada.id))).toBe(false)
    expect(existsSync(path.join(t.uploadsDir, 'posts', ada.id))).toBe(false)
    expect(
      existsSync(path.join(t.uploadsDir, bobsPost.images[0]!.url.replace('/media/', ''))),
    ).toBe(true)

    expect((await request(t.app, { url: '/api/me', as: otherSession })).statusCode).toBe(401)
    expect((await request(t.app, { url: `/api/users/${ada.username}` })).statusCode).toBe(404)
    const bobsView = (await request(t.app, { url: `/api/posts/${bobsPost.id}`, as: bob })).json()
    expect(bobsView).toMatchObject({ likesCount: 0, commentsCount: 0 })
    const [bobsRow] = await t.database.db.select().from(posts).where(eq(posts.id, bobsPost.id))
    expect(bobsRow!.reportCount).toBe(0)
    const [bobProfile] = await t.database.db.select().from(profiles).where(eq(profiles.id, bob.id))
    expect(bobProfile).toBeDefined()
    const bobsComments = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.userId, bob.id))
    expect(bobsComments).toHaveLength(0)
  })

  it('deletes only after DELETE is typed exactly', async () => {
    const ada = await signUp(t.app)
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'DELETE ' }]) {
      const response = await deleteMe(ada, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe('Type DELETE to confirm')
    }
    expect((await request(t.app, { url: '/api/me', as: ada })).statusCode).toBe(200)
  })

  it('is for signed-in members only', async () => {
    const response = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: 'DELETE' },
    })
    expect(response.statusCode).toBe(401)
  })
})
