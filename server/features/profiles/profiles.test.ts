import type { Post } from '@common/posts'
import type { Profile } from '@common/profiles'
import { profiles, projects } from '@server/db/schema'
import { banDirectly, createPost, reportDirectly } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const profileOf = (username: string, as?: Awaited<ReturnType<typeof signUp>>) =>
  request(t.app, { url: `/api/users/${username}`, as })

describe('GET /api/users/:username', () => {
  it('shows a public profile to visitors, with counts and links, and no follow status', async () => {
    const ada = await signUp(t.app)
    const [fan1, fan2] = await Promise.all([signUp(t.app), signUp(t.app)])
    await t.database.db
      .update(profiles)
      .set({ bio: 'Builds things', location: 'London', description: 'Long about text' })
      .where(eq(profiles.id, ada.id))
    await follow(t.app, fan1!, ada)
    await follow(t.app, fan2!, ada)
    await follow(t.app, ada, fan1!)
    await t.database.db
      .insert(projects)
      .values({ userId: ada.id, name: `Proj ${ada.id}`, tagline: 'x' })
    await request(t.app, {
      method: 'PUT',
      url: '/api/me/links',
      as: ada,
      payload: { twitter: '@ada', reddit: 'u/ada_l' },
    })

    const response = await profileOf(ada.username)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: ada.id,
      username: ada.username,
      name: ada.username,
      bio: 'Builds things',
      location: 'London',
      description: 'Long about text',
      avatarUrl: null,
      followersCount: 2,
      followingCount: 1,
      projectsCount: 1,
      isOwner: false,
      followedByMe: null,
      relation: null,
      links: [
        { kind: 'twitter', url: 'https://x.com/ada', handle: '@ada', label: null },
        { kind: 'reddit', url: 'https://reddit.com/u/ada_l', handle: 'u/ada_l', label: null },
      ],
    } satisfies Profile)
  })

  it('tells the owner isOwner (no follow status) and a member whether they follow', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const eve = await signUp(t.app)
    await follow(t.app, bob, ada)
    expect((await profileOf(ada.username, ada)).json()).toMatchObject({
      isOwner: true,
      followedByMe: null,
    })
    expect((await profileOf(ada.username, bob)).json()).toMatchObject({
      isOwner: false,
      followedByMe: true,
    })
    expect((await profileOf(ada.username, eve)).json()).toMatchObject({ followedByMe: false })
  })

  it('finds a username in any case, and answers 404 for an unknown one', async () => {
    const ada = await signUp(t.app)
    const upper = await profileOf(ada.username.toUpperCase())
    expect(upper.json().id).toBe(ada.id)
    const unknown = await profileOf('nobody_by_that_name')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Profile not found' })
  })

  it("answers 403 'banned' for a banned profile, except to its owner", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await banDirectly(t.database.db, ada.id)
    for (const viewer of [undefined, bob]) {
      const response = await profileOf(ada.username, viewer)
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toEqual({
        code: 'banned',
        message: 'This profile was removed for violating community guidelines',
      })
    }
    expect((await profileOf(ada.username, ada)).statusCode).toBe(200)
    const posts = await request(t.app, { url: `/api/users/${ada.username}/posts`, as: bob })
    expect(posts.json().error.code).toBe('banned')
  })

  it('counts what the lists show: no banned members, no projects with 2 reports but to their owner', async () => {
    const ada = await signUp(t.app)
    const [fan, bannedFan] = await Promise.all([signUp(t.app), signUp(t.app)])
    await follow(t.app, fan!, ada)
    await follow(t.app, bannedFan!, ada)
    await banDirectly(t.database.db, bannedFan!.id)
    await t.database.db.insert(projects).values([
      { userId: ada.id, name: `Kept ${ada.id}`, tagline: 'x' },
      { userId: ada.id, name: `Hidden ${ada.id}`, tagline: 'x', reportCount: 2 },
    ])
    expect((await profileOf(ada.username)).json()).toMatchObject({
      followersCount: 1,
      projectsCount: 1,
    })
    expect((await profileOf(ada.username, ada)).json().projectsCount).toBe(2)
  })
})

describe('GET /api/users/:username/posts', () => {
  it("lists the member's posts newest first, with the feed's hiding rules, in pages", async () => {
    const ada = await signUp(t.app)
    const [viewer, r1, r2] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)])
    const first = await createPost(t.app, ada, { content: 'first' })
    const hidden = await createPost(t.app, ada, { content: 'reported twice' })
    const mine = await createPost(t.app, ada, { content: 'reported by the viewer' })
    const last = await createPost(t.app, ada, { content: 'last' })
    await reportDirectly(t.database.db, r1!.id, 'post', hidden.id)
    await reportDirectly(t.database.db, r2!.id, 'post', hidden.id)
    await reportDirectly(t.database.db, viewer!.id, 'post', mine.id)

    const ids: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page: { items: Post[]; nextCursor: string | null } = (
        await request(t.app, {
          url: `/api/users/${ada.username}/posts?limit=1${query}`,
          as: viewer,
        })
      ).json()
      ids.push(...page.items.map((post) => post.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(ids).toEqual([last.id, first.id])

    const visitor = await request(t.app, { url: `/api/users/${ada.username}/posts` })
    expect(visitor.json().items.map((post: Post) => post.id)).toEqual([last.id, mine.id, first.id])
  })

  it('answers 404 for an unknown member', async () => {
    const response = await request(t.app, { url: '/api/users/nobody_by_that_name/posts' })
    expect(response.statusCode).toBe(404)
  })
})
