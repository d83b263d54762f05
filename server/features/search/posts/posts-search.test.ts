import type { Page } from '@common/pagination'
import type { SearchPost, SearchResults } from '@common/search'
import { report } from '@tests/factories/moderation'
import { banDirectly, createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { explainPlan } from '@tests/support/explain-plan'
import { fillPlaceholders, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTermProfiles, type PostsWalk } from '../term-profile'
import { postsMatching, postsMatchingStatement } from './queries'

const t = useTestApp()

/** A made-up word no other test's post holds, so each test reads only its own posts. */
const word = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

const summary = async (viewer: TestUser, q: string) =>
  (
    await request(t.app, { url: `/api/search?q=${encodeURIComponent(q)}`, as: viewer })
  ).json() as SearchResults

const postsPage = async (viewer: TestUser, q: string, query = '') => {
  const response = await request(t.app, {
    url: `/api/search/posts?q=${encodeURIComponent(q)}${query}`,
    as: viewer,
  })
  expect(response.statusCode).toBe(200)
  return response.json() as Page<SearchPost>
}

/** Every page of a section's "See all" list, following the cursors. */
const allPages = async (viewer: TestUser, q: string, limit: number) => {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const page: Page<SearchPost> = await postsPage(
      viewer,
      q,
      `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(page.items.length).toBeLessThanOrEqual(limit)
    ids.push(...page.items.map((post) => post.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

const marked = (post: SearchPost) => post.highlights.map(([s, e]) => post.content.slice(s, e))

describe('search posts', () => {
  it('finds the words of a post with English stemming and returns the matched words as ranges', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)]
    const tag = word()
    const post = await createPost(t.app, author, {
      content: `Our new price page <b>${tag}</b>: prices & Pricing for 😀 everyone`,
    })
    await createPost(t.app, author, { content: `Nothing about money ${tag}` })

    const body = await summary(me, `pricing ${tag}`)
    expect(body.posts.map((p) => p.id)).toEqual([post.id])
    expect(body.more.posts).toBe(false)
    const [found] = body.posts
    expect(found).toMatchObject({
      content: post.content,
      author: { id: author.id, username: author.username },
    })
    // "pricing" is stemmed to "price": all three forms are marked, offsets in UTF-16 units.
    expect(marked(found!)).toEqual(['price', tag, 'prices', 'Pricing'])
    expect(found!.content).toContain('<b>')
    // The summary reads its posts in one statement with the other sections: as "See all" does.
    const all = await request(t.app, {
      url: `/api/search/posts?q=${encodeURIComponent(`pricing ${tag}`)}`,
      as: me,
    })
    expect(all.json().items).toEqual(body.posts)
  })

  it('finds a hashtag written with or without #', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)]
    const tag = word()
    const post = await createPost(t.app, author, { content: `Shipping day #${tag}` })
    expect((await summary(me, `#${tag}`)).posts.map((p) => p.id)).toEqual([post.id])
    expect((await summary(me, tag)).posts.map((p) => p.id)).toEqual([post.id])
  })

  it('ranks by relevance, then newest first, and pages with a stable cursor', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)]
    const tag = word()
    const strong = await createPost(t.app, author, { content: `${tag} ${tag} ${tag} ${tag}` })
    const same: string[] = []
    for (let i = 0; i < 7; i++) {
      same.push((await createPost(t.app, author, { content: `Update ${i} ${tag}` })).id)
    }
    const expected = [strong.id, ...same.reverse()]

    const first = await summary(me, tag)
    expect(first.posts.map((p) => p.id)).toEqual(expected.slice(0, 5))
    expect(first.more.posts).toBe(true)
    for (const limit of [1, 3, 8, 50]) expect(await allPages(me, tag, limit)).toEqual(expected)

    // A post written between pages does not shift the next page (it is newer than the cursor).
    const page1 = await postsPage(me, tag, '&limit=4')
    await createPost(t.app, author, { content: `Late ${tag}` })
    const page2 = await postsPage(me, tag, `&limit=4&cursor=${page1.nextCursor}`)
    expect([...page1.items, ...page2.items].map((p) => p.id)).toEqual(expected.slice(0, 8))
  })

  it('hides posts of banned authors, with 2 reports or reported by the searcher, except from their author', async () => {
    const [me, author, banned, r1, r2] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const tag = word()
    const visible = await createPost(t.app, author!, { content: `visible ${tag}` })
    const twice = await createPost(t.app, author!, { content: `twice ${tag}` })
    const mine = await createPost(t.app, author!, { content: `reported by me ${tag}` })
    await createPost(t.app, banned!, { content: `banned ${tag}` })
    await banDirectly(t.database.db, banned!.id)
    await report(t.app, r1!, 'post', twice.id)
    await report(t.app, r2!, 'post', twice.id)
    await report(t.app, me!, 'post', mine.id)

    expect((await allPages(me!, tag, 10)).sort()).toEqual([visible.id])
    expect((await allPages(r1!, tag, 10)).sort()).toEqual([mine.id, visible.id].sort())
    expect((await allPages(author!, tag, 10)).sort()).toEqual(
      [mine.id, twice.id, visible.id].sort(),
    )
  })
})

describe('muted words in search', () => {
  const muteWord = async (as: TestUser, payload: Record<string, unknown>) => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/me/muted-words',
      as,
      payload,
    })
    expect(response.statusCode).toBe(201)
  }

  it('leaves hidden words out of the walk: every page is full and the cursor reaches the end', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)]
    const [tag, muted] = [word(), word()]
    // Newest first: m = muted. Pages of 3 cut in muted rows, and the 4th row (whether more
    // follow) is muted at the first page's end.
    const pattern = 'vvvmmvmvvmmmvvvvm'
    const kept: string[] = []
    for (const [i, kind] of [...pattern].reverse().entries()) {
      const post = await createPost(t.app, author, {
        content: kind === 'm' ? `Post ${i} ${tag} about ${muted}` : `Post ${i} ${tag}`,
      })
      if (kind === 'v') kept.unshift(post.id)
    }
    await muteWord(me, { phrase: muted, contexts: ['search'] })

    for (const limit of [1, 3, 4, 50]) {
      const pages: string[][] = []
      let cursor: string | null = null
      do {
        const page: Page<SearchPost> = await postsPage(
          me,
          tag,
          `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        )
        pages.push(page.items.map((post) => post.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(pages.flat(), `limit ${limit}`).toEqual(kept)
      // Every page but the last is full, and the last is not empty.
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit)
      expect(pages.at(-1)!.length).toBeGreaterThan(0)
    }
    // The search screen's section is full too, and says more follow.
    const body = await summary(me, tag)
    expect(body.posts.map((post) => post.id)).toEqual(kept.slice(0, 5))
    expect(body.more.posts).toBe(true)
    // Others, and the author, still find every post.
    expect(await allPages(author, tag, 50)).toHaveLength(pattern.length)
  })

  it('collapses words muted as warn, hides those muted as hide, and obeys only the search context', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)]
    const [tag, warned, hidden, feedsOnly] = [word(), word(), word(), word()]
    const plain = await createPost(t.app, author, { content: `Plain ${tag}` })
    const collapsed = await createPost(t.app, author, { content: `Spoiler ${tag} ${warned}` })
    await createPost(t.app, author, { content: `Hidden ${tag} ${hidden.toUpperCase()}` })
    const elsewhere = await createPost(t.app, author, { content: `Feeds ${tag} ${feedsOnly}` })
    const own = await createPost(t.app, me, { content: `Mine ${tag} ${hidden} ${warned}` })
    await muteWord(me, { phrase: warned, action: 'warn', contexts: ['search'] })
    await muteWord(me, { phrase: hidden, action: 'hide', contexts: ['search', 'feeds'] })
    await muteWord(me, { phrase: feedsOnly, action: 'hide', contexts: ['feeds', 'threads'] })

    const expected = [own, elsewhere, collapsed, plain].map((post) => post.id)
    const see = (await postsPage(me, tag)).items
    expect(see.map((post) => post.id)).toEqual(expected)
    const mutedWords = (posts: SearchPost[]) =>
      Object.fromEntries(posts.map((post) => [post.id, post.mutedWord ?? null]))
    expect(mutedWords(see)).toEqual({
      [own.id]: null,
      [elsewhere.id]: null,
      [collapsed.id]: warned,
      [plain.id]: null,
    })
    // The search screen's section answers the same.
    const section = (await summary(me, tag)).posts
    expect(section).toEqual(see)
    // Nobody else is affected.
    const others = (await postsPage(author, tag)).items
    expect(others).toHaveLength(5)
    expect(others.every((post) => post.mutedWord === undefined)).toBe(true)
  })
})

describe('search input', () => {
  it('answers 400 for bad terms, cursors and limits, and an empty list for terms without words', async () => {
    const me = await signUp(t.app)
    const status = async (url: string) => (await request(t.app, { url, as: me })).statusCode
    for (const path of [
      '/api/search',
      '/api/search/posts',
      '/api/search/people',
      '/api/search/projects',
    ]) {
      expect(await status(`${path}?q=ab`)).toBe(200)
      expect((await request(t.app, { url: `${path}?q=ab` })).statusCode).toBe(401)
      for (const q of ['', 'a', 'x'.repeat(101), 'ab\u0000c']) {
        expect(await status(`${path}?q=${encodeURIComponent(q)}`)).toBe(400)
      }
    }
    for (const path of ['/api/search/posts', '/api/search/people', '/api/search/projects']) {
      for (const cursor of [
        'nope',
        'W10',
        'WyJ4Il0',
        Buffer.from('[1,"a","b","c"]').toString('base64url'),
      ]) {
        const response = await request(t.app, { url: `${path}?q=ab&cursor=${cursor}`, as: me })
        expect(response.statusCode).toBe(400)
        expect(response.json().error.message).toBe('Invalid cursor')
      }
      for (const limit of ['0', '51', 'x'])
        expect(await status(`${path}?q=ab&limit=${limit}`)).toBe(400)
    }
    for (const q of [
      'the and',
      '"" -- ! :* & | () <>',
      "'; drop table posts; --",
      '%_\\',
      '😀😀',
    ]) {
      const body = await summary(me, q)
      expect(body.posts).toEqual([])
      expect((await postsPage(me, q)).items).toEqual([])
    }
  })

  it('walks the newest posts for a common word and the GIN index for a rare one', async () => {
    const me = await signUp(t.app)
    await t.database.db.execute(sql`
      insert into posts (user_id, content)
      select ${me.id}, 'Filler post number ' || g || ' about launches' from generate_series(1, 3000) g`)
    // A rare word, in one post in a hundred, and old: the newest walk reads past 2,970 others.
    await t.database.db.execute(sql`
      update posts set content = content || ' and zeppelins',
        created_at = created_at - interval '1 day'
      where user_id = ${me.id} and content like 'Filler post number %0 about launches'
        and (substring(content from 'number ([0-9]+)')::int % 100) = 0`)
    // Vacuumed: the GIN index takes new rows in a pending list, which the planner counts against it.
    await t.database.db.execute(sql`vacuum analyze posts`)

    // What PostgreSQL's custom plan of the term's newest matches picks, as the statement's variant.
    const termProfile = createTermProfiles(t.database.db)
    expect(await termProfile('zeppelins')).toEqual({ words: true, walk: 'index' })
    expect(await termProfile('launches')).toEqual({ words: true, walk: 'newest' })
    expect((await termProfile('the and')).words).toBe(false)

    // Each variant's generic plan (decision 041) takes its walk.
    const plans: Record<PostsWalk, string> = { index: '', newest: '' }
    const bound = { term: 'zeppelins', viewerId: me.id, limit: 6 }
    for (const walk of ['index', 'newest'] as const) {
      const query = postsMatchingStatement(t.database.db, false, walk).getQuery()
      const values = fillPlaceholders(query.params, bound)
      plans[walk] = await explainPlan(t.database.pool, query.sql, values, { generic: true })
    }
    expect(plans.index).toContain('posts_search_idx')
    expect(plans.newest).toContain('posts_feed_idx')
    expect(plans.newest).not.toContain('posts_search_idx')

    // Both walks find the same posts in the same order: the variant costs time, never results.
    for (const term of ['zeppelins', 'launches']) {
      const ids = async (walk: PostsWalk) =>
        (await postsMatching(t.database.db, term, me.id, 40, null, walk)).map((row) => row.id)
      const byIndex = await ids('index')
      expect(byIndex.length).toBe(term === 'zeppelins' ? 30 : 40)
      expect(await ids('newest')).toEqual(byIndex)
    }
  })
})
