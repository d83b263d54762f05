import type { Page } from '@common/pagination'
import type { SearchPerson, SearchProject, SearchResults } from '@common/search'
import { projects } from '@server/db/schema'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const word = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

const summary = async (viewer: TestUser, q: string) =>
  (
    await request(t.app, { url: `/api/search?q=${encodeURIComponent(q)}`, as: viewer })
  ).json() as SearchResults

/** Every row of a section's "See all" list, `limit` at a time. */
async function seeAll<T extends { id: string }>(
  viewer: TestUser,
  section: 'people' | 'projects',
  q: string,
  limit: number,
) {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const response = await request(t.app, {
      url: `/api/search/${section}?q=${encodeURIComponent(q)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      as: viewer,
    })
    expect(response.statusCode).toBe(200)
    const page = response.json() as Page<T>
    ids.push(...page.items.map((row) => row.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

const addProject = async (
  ownerId: string,
  values: { name: string; tagline?: string; category?: string; description?: string },
) => {
  const [row] = await t.database.db
    .insert(projects)
    .values({ userId: ownerId, tagline: 'A tagline', ...values })
    .returning({ id: projects.id })
  return row!.id
}

describe('search projects by their words', () => {
  it('matches taglines and categories with stemming, after name matches', async () => {
    const [me, owner] = [await signUp(t.app), await signUp(t.app)]
    const tag = word()
    const byTagline = await addProject(owner.id, {
      name: `Mailer ${word()}`,
      tagline: `Zero inboxes for ${tag} teams`,
    })
    const byCategory = await addProject(owner.id, {
      name: `Ledger ${word()}`,
      tagline: `Books for ${tag}`,
      category: 'Finance',
    })
    const byName = await addProject(owner.id, { name: `Inbox ${tag}`, tagline: 'Mail' })

    expect((await summary(me, `inbox ${tag}`)).projects.map((p) => p.id)).toEqual(
      [byTagline, byName].reverse(),
    )
    expect((await summary(me, `Finance ${tag}`)).projects.map((p) => p.id)).toEqual([byCategory])
    expect((await summary(me, `finances ${tag}`)).projects.map((p) => p.id)).toEqual([byCategory])
  })

  it('answers a term of stop words only by names, not by words', async () => {
    const me = await signUp(t.app)
    const owner = await signUp(t.app)
    const tag = word()
    // "the" and "in" are English stop words: no post or tagline matches them as a word.
    const named = await addProject(owner.id, { name: `The ${tag}` })
    await addProject(owner.id, { name: `Other ${tag}`, tagline: 'The best in the world' })
    await request(t.app, {
      method: 'POST',
      url: '/api/posts',
      as: owner,
      payload: { content: 'The launch is in the bag' },
    })
    const found = await summary(me, 'the')
    expect(found.posts).toEqual([])
    expect(found.projects.map((project) => project.id)).toContain(named)
    expect(found.projects.every((project) => project.name.toLowerCase().includes('the'))).toBe(true)
    const posts = await request(t.app, { url: '/api/search/posts?q=in%20the', as: me })
    expect(posts.json()).toEqual({ items: [], nextCursor: null })
  })

  it('pages every section with its own cursor, no row twice, none left out', async () => {
    const me = await signUp(t.app)
    const tag = word()
    const owner = await signUp(t.app, { username: `${tag}_owner` })
    const names = [`${tag} alpha`, `${tag} beta`, `x ${tag} gamma`, `y ${tag}`, `z ${tag} delta`]
    const nameIds = []
    for (const name of names) nameIds.push(await addProject(owner.id, { name }))
    const described = []
    for (let i = 0; i < 4; i++) {
      described.push(
        await addProject(owner.id, { name: `Other ${word()}`, tagline: `${tag} `.repeat(i + 1) }),
      )
    }
    const first = await summary(me, tag)
    expect(first.projects).toHaveLength(5)
    expect(first.more.projects).toBe(true)
    const everything = await seeAll<SearchProject>(me, 'projects', tag, 50)
    // Name prefix first (by name), then names containing it, then the most relevant taglines.
    expect(everything).toEqual([...nameIds, ...described.reverse()])
    // The summary (one statement for every section) starts as "See all" does, fields and all.
    expect(first.projects.map((p) => p.id)).toEqual(everything.slice(0, 5))
    expect(first.projects[0]).toEqual({
      id: nameIds[0],
      name: names[0],
      tagline: 'A tagline',
      logoUrl: null,
      category: null,
    })
    for (const limit of [1, 2, 4]) {
      expect(await seeAll<SearchProject>(me, 'projects', tag, limit)).toEqual(everything)
    }

    const people: TestUser[] = [owner]
    for (let i = 0; i < 6; i++) people.push(await signUp(t.app, { username: `p${i}_${tag}` }))
    const expectedPeople = [owner, ...people.slice(1)].map((p) => p.id)
    const withPeople = await summary(me, tag)
    expect(withPeople.more.people).toBe(true)
    expect(withPeople.people.map((p) => p.id)).toEqual(expectedPeople.slice(0, 5))
    expect(withPeople.people[0]).toMatchObject({ id: owner.id, username: owner.username })
    expect(Object.keys(withPeople.people[0]!).sort()).toEqual([
      'avatarUrl',
      'id',
      'name',
      'username',
    ])
    for (const limit of [1, 3, 50]) {
      expect(await seeAll<SearchPerson>(me, 'people', tag, limit)).toEqual(expectedPeople)
    }
  })
})
